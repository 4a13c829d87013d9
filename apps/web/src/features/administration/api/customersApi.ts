import {
  CUSTOMER_TEXTS,
  customerDetailSchema,
  customerSchema,
  type Customer,
  type CustomerBody,
  type CustomerPatch,
} from '@penstock/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { endpoints } from '@/api/endpoints';
import { entityApi } from '@/api/entityApi';

/** Administration > Customers: GET/POST dashboard-v3/customers, PATCH dashboard-v3/customers/{id}. */
export const customersApi = entityApi<Customer>({
  key: 'customers',
  schema: customerSchema,
  listPath: () => endpoints.customers,
  itemPath: (_s, id) => endpoints.customer(id),
});

const error = { title: CUSTOMER_TEXTS.failedTitle, generic: CUSTOMER_TEXTS.failed };

export const useCreateCustomer = () =>
  customersApi.useCreate<CustomerBody>(undefined, { success: CUSTOMER_TEXTS.added, error });

export const usePatchCustomer = () =>
  customersApi.usePatch<CustomerPatch>(undefined, { success: CUSTOMER_TEXTS.saved, error });

/** Archived customers too (GET customers?archived=true), under the customers' key so changes refresh it. */
export const useCustomersWithArchived = (enabled: boolean) =>
  useQuery({
    ...customersApi.read(undefined, ['with-archived'], endpoints.customers, {
      query: { archived: 'true' },
      schema: z.array(customerSchema),
    }),
    enabled,
  });

/** GET customers/{id}/detail: the customer's page (its portfolios, plants and users). */
export const useCustomerDetail = (customerId: string) =>
  useQuery(
    customersApi.read(undefined, ['detail', customerId], endpoints.customerDetail(customerId), {
      schema: customerDetailSchema,
    }),
  );

/** Archive (true) or restore (false) a customer: PATCH {archived, version}, with its own toast. */
export const useArchiveCustomer = (archived: boolean) =>
  customersApi.usePatch<CustomerPatch>(undefined, {
    success: archived ? CUSTOMER_TEXTS.archived : CUSTOMER_TEXTS.restored,
    error,
  });
