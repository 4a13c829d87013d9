// What other modules may use of auth: import from '../auth/index.js', nothing deeper.
export { requireAdmin, requirePermission, requireUser } from './requireUser.js';
export { createPasswordService } from './password.service.js';
export { hashPassword } from './passwords.js';
export { randomToken } from './secrets.js';
export { clearLoginFailures, lockoutStarts, revokeAllSessions } from './auth.repo.js';
