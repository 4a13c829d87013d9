// A real SMTP server for tests (npm smtp-server, no TLS, no auth needed). It keeps every message and
// parses enough MIME to read our own mails: headers, and the text/plain part in 7bit,
// quoted-printable or base64. Used by API tests and browser journeys to read sign-in codes and links.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { appendAll } from '@penstock/domain';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  replyTo: string;
  text: string;
  raw: string;
}

export interface TestSmtp {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or arriving later) matching predicate. */
  waitFor(predicate: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ ...parseMail(raw), to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()) });
        for (const w of waiters) w();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Splits a raw message into headers and the plain-text body (first text/plain part of a multipart). */
export function parseMail(raw: string): Omit<ReceivedMail, 'to'> {
  const { headers, body } = splitEntity(raw);
  return {
    from: decodeHeader(headers.get('from') ?? ''),
    subject: decodeHeader(headers.get('subject') ?? ''),
    replyTo: decodeHeader(headers.get('reply-to') ?? ''),
    text: plainText(headers, body),
    raw,
  };
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end < 0 ? normalized : normalized.slice(0, end);
  const body = end < 0 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return { headers, body };
}

function plainText(headers: Map<string, string>, body: string): string {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const entity = splitEntity(part.replace(/^\n/, ''));
      const text = plainText(entity.headers, entity.body);
      if (text) return text;
    }
    return '';
  }
  if (!/^text\/plain/i.test(type)) return '';
  const charset = /charset="?([^";]+)"?/i.exec(type)?.[1] ?? 'utf-8';
  return decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit', charset).replace(/\n$/, '');
}

function decodeBody(body: string, encoding: string, charset: string): string {
  const enc = encoding.toLowerCase();
  if (enc === 'base64') return new TextDecoder(charset).decode(Buffer.from(body.replace(/\s+/g, ''), 'base64'));
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body, charset);
  return body;
}

function decodeQuotedPrintable(body: string, charset: string): string {
  const soft = body.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      appendAll(bytes, Buffer.from(soft[i], 'utf8'));
    }
  }
  return new TextDecoder(charset).decode(Uint8Array.from(bytes));
}

/** RFC 2047 encoded words (=?utf-8?Q?...?= and =?utf-8?B?...?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? new TextDecoder(charset).decode(Buffer.from(text, 'base64'))
        : decodeQuotedPrintable(text.replace(/_/g, ' '), charset),
    );
}
