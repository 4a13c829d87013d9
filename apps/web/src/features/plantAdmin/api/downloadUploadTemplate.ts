import type { UploadKind } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { downloadCsvText } from '@/features/export/utils/exportLib';

/** GET plant/{id}/upload/{kind}/template: the plant's CSV template of the kind, saved as a file. */
export async function downloadUploadTemplate(portfolioId: string, plantViewId: string, kind: UploadKind) {
  const csv = await apiRequest<string>(endpoints.plant.uploadTemplate(portfolioId, plantViewId, kind), {
    responseAs: 'text',
  });
  downloadCsvText(`${plantViewId}-${kind}-template`, csv);
}
