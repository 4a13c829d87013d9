import { permissionsFor, type Permission } from '@penstock/domain';
import type { FastifyRequest } from 'fastify';
import { forbidden, HttpError } from '../../http/httpError.js';
import type { AuthUser } from '../../types.js';

/** The authenticated user of a request (always set on non-public routes by the authentication hook). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, 'Authentication required');
  return request.user;
}

/** 403 unless the user is an admin (spec 1 section 6). */
export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden('Only administrators may do this');
  return user;
}

/** 403 naming the permission unless the user holds it (the one permission table, domain permissionsFor). */
export function requirePermission(request: FastifyRequest, permission: Permission): AuthUser {
  const user = requireUser(request);
  if (!permissionsFor(user).has(permission)) throw forbidden(`You need the ${permission} permission`);
  return user;
}
