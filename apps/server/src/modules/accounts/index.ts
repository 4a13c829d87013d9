// What other modules may use of accounts: import from '../accounts/index.js', nothing deeper.
export {
  accountById,
  accountIdByEmail,
  accountStanding,
  activeAccountByEmail,
  hasOwnPassword,
  lockForSignIn,
  markInvited,
  setPassword,
} from './accounts.repo.js';
export { accountSummaries } from './accountSummaries.repo.js';
export { ensureAccount } from './ensureAccount.repo.js';
