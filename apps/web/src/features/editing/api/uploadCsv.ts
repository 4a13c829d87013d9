import { uploadResultSchema, type UploadHandling, type UploadKind, type UploadResult } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';

export interface UploadArgs {
  portfolioId: string;
  plantViewId: string;
  kind: UploadKind;
  fileName: string;
  csv: string;
  handling?: UploadHandling;
  /** gate-openings: unit of the values */
  unit?: 'cm' | 'm' | 'percent';
}

/**
 * POST plant/{id}/upload/{kind} with the file's text as text/csv. Status 300 (values exist
 * already) throws an ApiError whose body carries handling_offers.
 */
export const uploadCsv = (a: UploadArgs): Promise<UploadResult> =>
  apiRequest(endpoints.plant.upload(a.portfolioId, a.plantViewId, a.kind), {
    method: 'POST',
    query: { filename: a.fileName, handling: a.handling, unit: a.unit },
    raw: { contentType: 'text/csv', data: a.csv },
    schema: uploadResultSchema,
  });
