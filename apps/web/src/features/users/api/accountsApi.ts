import {
  accountPermissionsSchema,
  accountPortfolioSchema,
  accountSchema,
  apiAccountSchema,
  apiAccountSecretSchema,
  USER_TEXTS,
  historySchema,
  type Account,
  type AccountCreate,
  type AccountUpdate,
  type ApiAccount,
  type ApiAccountCreate,
} from '@penstock/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/api/client';
import { endpoints } from '@/api/endpoints';
import { entityApi } from '@/api/entityApi';

const error = { title: USER_TEXTS.failedTitle, generic: USER_TEXTS.failed };

/**
 * Users and API service accounts (GET/POST dashboard-v3/account, PUT/DELETE dashboard-v3/account/{email}).
 * Both lists come from one table, so a change of either refreshes both (`related`).
 */
export const accountsApi = entityApi<Account>({
  key: 'accounts',
  schema: accountSchema,
  idOf: (a) => a.email,
  listPath: () => endpoints.accounts.list,
  itemPath: (_scope, email) => endpoints.accounts.one(email),
  related: ['api-accounts'],
});
export const apiAccountsApi = entityApi<ApiAccount>({
  key: 'api-accounts',
  schema: apiAccountSchema,
  listPath: () => endpoints.accounts.apiAccounts,
  related: ['accounts'],
});

export const useCreateUser = () =>
  accountsApi.useCreate<AccountCreate>(undefined, { success: USER_TEXTS.invited, error });

export const useUpdateAccount = (success: string = USER_TEXTS.saved) =>
  accountsApi.useMutation(undefined, {
    call: ({ email, body }: { email: string; body: AccountUpdate }) =>
      apiRequest(endpoints.accounts.one(email), { method: 'PUT', body, schema: accountSchema }),
    place: 'replace',
    toasts: { success, error },
  });

export const useDeleteAccount = () => accountsApi.useRemove(undefined, { success: USER_TEXTS.deleted, error });

export const useResendInvitation = () =>
  accountsApi.useAction(undefined, {
    call: (email: string) => apiRequest(endpoints.accounts.invitation(email), { method: 'POST' }),
    toasts: { success: 'The invitation e-mail was sent', error },
  });

const linksKey = (accountId: string) => [...accountsApi.keys.all, 'links', accountId];
export const useAccountPortfolios = (accountId: string | undefined) =>
  useQuery({
    queryKey: linksKey(accountId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(endpoints.accounts.portfolios(accountId!), { schema: z.array(accountPortfolioSchema), signal }),
    enabled: !!accountId,
  });
export const useAccountHistory = (accountId: string) =>
  useQuery({
    // under the accounts' key: every change of an account refreshes it
    queryKey: [...accountsApi.keys.all, 'history', accountId],
    queryFn: ({ signal }) => apiRequest(endpoints.accounts.history(accountId), { schema: historySchema, signal }),
  });
export const useAccountPermissions = (accountId: string | undefined) =>
  useQuery({
    queryKey: [...accountsApi.keys.all, 'permissions', accountId],
    queryFn: ({ signal }) =>
      apiRequest(endpoints.accounts.permissions(accountId!), { schema: accountPermissionsSchema, signal }),
    enabled: !!accountId,
  });

/** Link, unlink, default and write permission of one account's portfolios (its links live under the accounts' key). */
export function usePortfolioLinks(account: { id: string; email: string }) {
  const useLinkAction = <V>(call: (v: V) => Promise<unknown>, success: string) =>
    accountsApi.useAction(undefined, { call, toasts: { success, error } });
  return {
    link: useLinkAction(
      (v: { portfolioId: string; canWrite: boolean }) =>
        apiRequest(endpoints.accounts.link(v.portfolioId, account.id), {
          method: 'POST',
          body: { can_write: v.canWrite },
        }),
      USER_TEXTS.linkAdded,
    ),
    unlink: useLinkAction(
      (portfolioId: string) => apiRequest(endpoints.accounts.link(portfolioId, account.id), { method: 'DELETE' }),
      USER_TEXTS.linkRemoved,
    ),
    setDefault: useLinkAction(
      (portfolioId: string) => apiRequest(endpoints.accounts.setDefault(portfolioId, account.id), { method: 'PUT' }),
      'The default portfolio was saved',
    ),
    setWrite: useLinkAction(
      (v: { portfolioId: string; canWrite: boolean }) =>
        apiRequest(endpoints.accounts.writePermission(account.email, v.portfolioId), {
          method: 'PUT',
          body: { can_write: v.canWrite },
        }),
      'The write permission was saved',
    ),
  };
}

/** The answer is the one-time secret, not a row. */
export const useCreateApiAccount = () =>
  apiAccountsApi.useAction(undefined, {
    call: (body: ApiAccountCreate) =>
      apiRequest(endpoints.accounts.apiAccounts, { method: 'POST', body, schema: apiAccountSecretSchema }),
    toasts: { success: USER_TEXTS.apiCreated, error },
  });

export const useRotateSecret = () =>
  apiAccountsApi.useAction(undefined, {
    call: (accountId: string) =>
      apiRequest(endpoints.accounts.rotate(accountId), { method: 'POST', schema: apiAccountSecretSchema }),
    toasts: { success: USER_TEXTS.rotated, error },
  });
