import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import pino from 'pino';
import { logOptions, redactRequestUrl } from './logOptions.js';

describe('log redaction', () => {
  it('hides secret query values', () => {
    expect(redactRequestUrl('/api/dashboard-v3/auth/multi_factor/resend_token?username=a%40b.c&mfaSecret=SECRET')).toBe(
      '/api/dashboard-v3/auth/multi_factor/resend_token?username=a%40b.c&mfaSecret=[redacted]',
    );
    expect(redactRequestUrl('/x?reset_token=abc&email=e')).toBe('/x?reset_token=[redacted]&email=e');
    expect(redactRequestUrl('/x')).toBe('/x');
  });

  it('redacts the Authorization header and passwords in logged objects', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, cb) => (lines.push(String(chunk)), cb()) });
    const opts = logOptions('info') as pino.LoggerOptions;
    const log = pino({ level: opts.level, redact: opts.redact }, sink);
    log.info(
      {
        req: { headers: { authorization: 'Bearer SECRET-TOKEN' } },
        body: { password: 'hunter2-Hunter2', new_password: 'NEW-secret-1!' },
      },
      'x',
    );
    expect(lines.join('')).not.toMatch(/SECRET-TOKEN|hunter2|NEW-secret/);
    expect(lines.join('')).toContain('[redacted]');
  });
});
