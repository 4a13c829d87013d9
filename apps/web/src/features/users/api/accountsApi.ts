import {
  accountPermissionsSchema,
  accountPortfolioSchema,
  accountSchema,
  apiAccountSchema,
  apiAccountSecretSchema,
  USER_TEXTS,
  type Account,
  type AccountCreate,
  type AccountUpdate,
  type ApiAccount,
  type ApiAccountCreate,
} from '@penstock/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { entityApi } from '@/api/entityApi';

const error = { title: USER_TEXTS.failedTitle, generic: USER_TEXTS.failed };

/** Users and API service accounts (GET/POST dashboard-v3/account, PUT/DELETE dashboard-v3/account/{email}). */
export const accountsApi = entityApi<Account>({
  key: 'accounts',
  schema: accountSchema,
  idOf: (a) => a.id,
  listPath: () => endpoints.accounts.list,
});
export const apiAccountsApi = entityApi<ApiAccount>({
  key: 'api-accounts',
  schema: apiAccountSchema,
  idOf: (a) => a.id,
  listPath: () => endpoints.accounts.apiAccounts,
});

/** Any change of accounts refreshes both lists. */
function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: accountsApi.keys.all });
    void client.invalidateQueries({ queryKey: apiAccountsApi.keys.all });
  };
}

export const useCreateUser = () =>
  accountsApi.useCreate<AccountCreate>(undefined, { success: USER_TEXTS.invited, error });

export function useUpdateAccount(success: string = USER_TEXTS.saved) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ email, body }: { email: string; body: AccountUpdate }) =>
      apiRequest(endpoints.accounts.one(email), { method: 'PUT', body, schema: accountSchema }),
    onSuccess: refresh,
    meta: { toasts: { success, error } },
  });
}

export function useDeleteAccount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (email: string) => apiRequest(endpoints.accounts.one(email), { method: 'DELETE' }),
    onSuccess: refresh,
    meta: { toasts: { success: USER_TEXTS.deleted, error } },
  });
}

export function useResendInvitation() {
  return useMutation({
    mutationFn: (email: string) => apiRequest(endpoints.accounts.invitation(email), { method: 'POST' }),
    meta: { toasts: { success: 'The invitation e-mail was sent', error } },
  });
}

const linksKey = (accountId: string) => [...accountsApi.keys.all, 'links', accountId];
export const useAccountPortfolios = (accountId: string | undefined) =>
  useQuery({
    queryKey: linksKey(accountId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.accounts.portfolios(accountId!), { schema: z.array(accountPortfolioSchema), signal }),
    enabled: !!accountId,
  });
export const useAccountPermissions = (accountId: string | undefined) =>
  useQuery({
    queryKey: [...accountsApi.keys.all, 'permissions', accountId],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.accounts.permissions(accountId!), { schema: accountPermissionsSchema, signal }),
    enabled: !!accountId,
  });

/** Link, unlink, default and write permission of one account's portfolios. */
export function usePortfolioLinks(account: { id: string; email: string }) {
  const client = useQueryClient();
  const refresh = useRefresh();
  const done = () => {
    void client.invalidateQueries({ queryKey: linksKey(account.id) });
    refresh();
  };
  const mutation = <V>(fn: (v: V) => Promise<unknown>, success: string) => ({
    mutationFn: fn,
    onSuccess: done,
    meta: { toasts: { success, error } },
  });
  return {
    link: useMutation(
      mutation(
        (v: { portfolioId: string; canWrite: boolean }) =>
          apiRequest(endpoints.accounts.link(v.portfolioId, account.id), {
            method: 'POST',
            body: { can_write: v.canWrite },
          }),
        USER_TEXTS.linkAdded,
      ),
    ),
    unlink: useMutation(
      mutation(
        (portfolioId: string) => apiRequest(endpoints.accounts.link(portfolioId, account.id), { method: 'DELETE' }),
        USER_TEXTS.linkRemoved,
      ),
    ),
    setDefault: useMutation(
      mutation(
        (portfolioId: string) => apiRequest(endpoints.accounts.setDefault(portfolioId, account.id), { method: 'PUT' }),
        'The default portfolio was saved',
      ),
    ),
    setWrite: useMutation(
      mutation(
        (v: { portfolioId: string; canWrite: boolean }) =>
          apiRequest(endpoints.accounts.writePermission(account.email, v.portfolioId), {
            method: 'PUT',
            body: { can_write: v.canWrite },
          }),
        'The write permission was saved',
      ),
    ),
  };
}

export function useCreateApiAccount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ApiAccountCreate) =>
      apiRequest(endpoints.accounts.apiAccounts, { method: 'POST', body, schema: apiAccountSecretSchema }),
    onSuccess: refresh,
    meta: { toasts: { success: USER_TEXTS.apiCreated, error } },
  });
}

export function useRotateSecret() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (accountId: string) =>
      apiRequest(endpoints.accounts.rotate(accountId), { method: 'POST', schema: apiAccountSecretSchema }),
    onSuccess: refresh,
    meta: { toasts: { success: USER_TEXTS.rotated, error } },
  });
}
