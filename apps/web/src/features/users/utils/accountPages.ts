import type { Account } from '@penstock/domain';
import { routeHref } from '@/features/shell/utils/routeHref';

/**
 * What differs between the pages of an insight user and an API service account: the tab of the
 * users list they lead back to (after Back, and after Delete), the texts (keys of `admin`) and the
 * page's test id.
 */
export const ACCOUNT_PAGES = {
  user: { tab: '', back: 'users.back', deleteTitle: 'users.deleteTitle', testId: 'user' },
  api: { tab: '?tab=api', back: 'users.backApi', deleteTitle: 'users.deleteApiTitle', testId: 'api-user' },
} as const satisfies Record<Account['kind'], { tab: string; back: string; deleteTitle: string; testId: string }>;

/** The users list at the tab of this kind of account. */
export const accountListHref = (env: string, kind: Account['kind']) =>
  `${routeHref(env, 'users', {})}${ACCOUNT_PAGES[kind].tab}`;
