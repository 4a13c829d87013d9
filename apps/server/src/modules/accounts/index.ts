// What other modules may use of accounts: import from '../accounts/index.js', nothing deeper.
export {
  accountById,
  accountIdByEmail,
  accountStanding,
  activeAccountByEmail,
  lockForSignIn,
  setPassword,
} from './accounts.repo.js';
