import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseMail, startTestSmtp } from '../../../../test/smtp.js';
import { createMailer } from './createMailer.js';

const silentLog = () => {
  const lines: unknown[] = [];
  const log = { info: (...a: unknown[]) => lines.push(a), error: (...a: unknown[]) => lines.push(a) } as never;
  return { log, lines };
};

describe('createMailer', () => {
  it('without SMTP_URL writes an .eml to DATA_DIR/outbox and logs its path, not its content', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'penstock-mail-'));
    const { log, lines } = silentLog();
    try {
      const mailer = createMailer({ mailFrom: 'Penstock <no-reply@penstock.demo>', dataDir: dir, log });
      await mailer.send({ to: 'a@b.cd', subject: 'Your Penstock sign-in code', text: 'Your code is 123456 – ok' });
      const files = readdirSync(join(dir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T.*-[0-9a-f]{8}\.eml$/);
      const mail = parseMail(readFileSync(join(dir, 'outbox', files[0]), 'utf8'));
      expect(mail.subject).toBe('Your Penstock sign-in code');
      expect(mail.text).toBe('Your code is 123456 – ok');
      expect(JSON.stringify(lines)).toContain(files[0]);
      expect(JSON.stringify(lines)).not.toContain('123456');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('with SMTP_URL delivers over SMTP', async () => {
    const smtp = await startTestSmtp();
    const { log } = silentLog();
    try {
      const mailer = createMailer({
        smtpUrl: smtp.url,
        mailFrom: 'Penstock <no-reply@penstock.demo>',
        dataDir: tmpdir(),
        log,
      });
      await mailer.send({
        to: 'x@y.zz',
        subject: 'Grüße',
        text: 'Zeile 1\nÆøå ' + 'long '.repeat(40),
        replyTo: 'r@y.zz',
      });
      const mail = await smtp.waitFor((m) => m.to.includes('x@y.zz'));
      expect(mail.subject).toBe('Grüße');
      expect(mail.text).toBe('Zeile 1\nÆøå ' + 'long '.repeat(40));
      expect(mail.replyTo).toBe('r@y.zz');
      mailer.close();
    } finally {
      await smtp.stop();
    }
  });
});
