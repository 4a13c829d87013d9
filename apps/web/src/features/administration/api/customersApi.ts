import { CUSTOMER_TEXTS, customerSchema, type Customer, type CustomerBody, type CustomerPatch } from '@penstock/domain';
import { endpoints } from '@/api/endpoints';
import { entityApi } from '@/api/entityApi';

/** Administration > Customers: GET/POST dashboard-v3/customers, PATCH dashboard-v3/customers/{id}. */
export const customersApi = entityApi<Customer>({
  key: 'customers',
  schema: customerSchema,
  idOf: (c) => c.id,
  listPath: () => endpoints.customers,
  itemPath: (_s, id) => endpoints.customer(id),
});

const error = { title: CUSTOMER_TEXTS.failedTitle, generic: CUSTOMER_TEXTS.failed };

export const useCreateCustomer = () =>
  customersApi.useCreate<CustomerBody>(undefined, { success: CUSTOMER_TEXTS.added, error });

export const usePatchCustomer = () =>
  customersApi.usePatch<CustomerPatch>(undefined, { success: CUSTOMER_TEXTS.saved, error });
