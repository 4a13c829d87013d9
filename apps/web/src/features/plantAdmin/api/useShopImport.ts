import { shopImportResultSchema, type ShopImportBody, type ShopImportResult } from '@penstock/domain';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { plantsAdminApi } from './plantsAdminApi';

/** POST portfolio/{id}/shop-import (admins): a SHOP YAML model as a Draft plant; the answer names what was not imported. */
export const useShopImport = (portfolioId: string) =>
  plantsAdminApi.useAction(
    { portfolioId },
    {
      call: (body: ShopImportBody): Promise<ShopImportResult> =>
        apiRequest(endpoints.plantAdmin.shopImport(portfolioId), {
          method: 'POST',
          body,
          schema: shopImportResultSchema,
        }),
      toasts: {
        success: 'The SHOP model was imported successfully',
        error: { title: 'SHOP model could not be imported', generic: 'The SHOP model could not be imported' },
      },
    },
  );
