import { uploadResultSchema, type UploadHandling, type UploadKind, type UploadResult } from '@penstock/domain';
import { ApiError } from '@/api/ApiError';
import { buildApiUrl } from '@/api/apiPaths';
import { authBridge } from '@/api/authBridge';
import { plantPath } from '@/features/series/api/plantPath';

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
 * POST plant/{id}/upload/{kind} with the file's text as text/csv (the JSON client cannot send a
 * raw body, so this one call does its own fetch with the session's token). Status 300 (values
 * exist already) throws an ApiError whose body carries handling_offers.
 */
export async function uploadCsv(a: UploadArgs): Promise<UploadResult> {
  const path = plantPath(a.portfolioId, a.plantViewId, `upload/${a.kind}`);
  const url = buildApiUrl(path, { filename: a.fileName, handling: a.handling, unit: a.unit });
  const token = await authBridge().freshAccessToken();
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'text/csv' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(url, { method: 'POST', headers, body: a.csv });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (response.status === 401) authBridge().unauthorized();
  if (!response.ok) throw new ApiError({ request: { method: 'POST', url }, status: response.status, body, headers: response.headers });
  return uploadResultSchema.parse(body);
}
