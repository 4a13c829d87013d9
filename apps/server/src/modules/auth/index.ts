// What other modules may use of auth: import from '../auth/index.js', nothing deeper.
export { requireAdmin, requireUser } from './requireUser.js';
