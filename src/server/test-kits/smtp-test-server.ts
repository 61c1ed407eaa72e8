import { type AddressInfo, createServer } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for tests (the `smtp-server` package) on a free port of this machine: it
 * accepts every e-mail (any or no login, no TLS), parses it (mailparser) and keeps it, so a test
 * reads back what the server under test sent. `refuse` makes it answer RCPT TO with an SMTP error
 * (e.g. 451 for a try-again, 550 for a permanent refusal) for the addresses it matches.
 */

export interface ReceivedMail {
  /** the envelope's recipients */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  /** its attachments: name, Content-Type and text */
  attachments: { filename: string; contentType: string; content: string }[];
  /** the whole message as received */
  raw: string;
}

export interface SmtpTestServer {
  /** smtp://user:pass@127.0.0.1:PORT, for SMTP_URL */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** The e-mails received so far for this address (case-insensitive). */
  receivedBy(address: string): ReceivedMail[];
  /** Refuses RCPT TO for the matching addresses with this reply code (null: accept again). */
  refuse(rule: { match: (address: string) => boolean; code: number } | null): void;
  close(): Promise<void>;
}

/** An attachment's Content-Type with its parameters (mailparser keeps them apart). */
function fullContentType(header: unknown, type: string): string {
  if (typeof header !== 'object' || header === null || !('value' in header)) return type;
  const { value, params } = header as { value: string; params?: Record<string, string> };
  return [value, ...Object.entries(params ?? {}).map(([name, param]) => `${name}=${param}`)].join('; ');
}

/** A port that was free a moment ago. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts an SMTP server on 127.0.0.1 (on `port`, or a free one). */
export async function startSmtpTestServer(
  options: { port?: number; keepRaw?: boolean } = {},
): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let refusal: { match: (address: string) => boolean; code: number } | null = null;
  const server = new SMTPServer({
    secure: false,
    hideSTARTTLS: true,
    authOptional: true,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onRcptTo(address, _session, callback) {
      if (refusal?.match(address.address)) {
        const error = Object.assign(new Error(`Refused by the test server: ${address.address}`), {
          responseCode: refusal.code,
        });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers: parsed.headers,
              attachments: parsed.attachments.map((file) => ({
                filename: file.filename ?? '',
                contentType: fullContentType(file.headers.get('content-type'), file.contentType),
                content: file.content.toString('utf8'),
              })),
              raw: options.keepRaw === false ? '' : raw,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  const port = options.port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', () => {
    // a client that went away mid-session: nothing to do for the tests
  });
  return {
    url: `smtp://test:test@127.0.0.1:${port}`,
    port,
    received,
    receivedBy: (address) =>
      received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase())),
    refuse(rule) {
      refusal = rule;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
