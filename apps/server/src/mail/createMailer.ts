import nodemailer from 'nodemailer';
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  /** Plain text body. */
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when smtpUrl is set; otherwise each mail is written to
 * dataDir/outbox/<timestamp>-<id>.eml and its path logged (never its content: it may hold codes).
 */
export function createMailer(opts: {
  smtpUrl?: string;
  mailFrom: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.mailFrom, ...mail });
        opts.log.info({ subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const outbox = join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.mailFrom, ...mail });
      mkdirSync(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      opts.log.info({ subject: mail.subject, file }, 'mail written to outbox (no SMTP_URL)');
    },
    close: () => transport.close(),
  };
}
