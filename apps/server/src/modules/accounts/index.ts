// What other modules may use of accounts: import from '../accounts/index.js', nothing deeper.
export { accountSummaries } from './accountSummaries.repo.js';
