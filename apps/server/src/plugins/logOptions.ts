import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values never reach the logs. */
const SECRET_PARAMS = /^(mfasecret|reset_token|token|code|password|access_token|refresh_token)$/i;

/** The request URL with secret query values replaced (GET resend_token carries the MFA secret in the query). */
export function redactRequestUrl(url: string): string {
  const i = url.indexOf('?');
  if (i < 0) return url;
  const params = url
    .slice(i + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0];
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        /* keep the raw name */
      }
      return SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, i)}?${params.join('&')}`;
}

/** Pino options: Authorization, cookies, passwords, codes and tokens are redacted. */
export function logOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.new_password',
        '*.reset_token',
        '*.code',
        '*.mfaSecret',
        '*.access_token',
        '*.refresh_token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactRequestUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}
