import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope sender and recipients. */
  from: string;
  to: string[];
  subject: string;
  replyTo: string;
  text: string;
  messageId: string;
}

/** Parses a message as a mail client would (headers decoded, body as text). */
export async function parseMail(raw: Buffer | string) {
  const parsed = await simpleParser(raw);
  return {
    subject: parsed.subject ?? '',
    from: parsed.from?.text ?? '',
    to: [parsed.to ?? []].flat().map((address) => address.text),
    replyTo: parsed.replyTo?.text ?? '',
    text: parsed.text ?? '',
    messageId: parsed.messageId ?? '',
  };
}

/** A real SMTP server on loopback for the test, collecting what it accepts. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Called with every accepted message (e.g. to hand it to another process). */
  onMail: ((mail: ReceivedMail) => void) | null = null;
  /** How long the server takes to accept each message (a slow mail server). */
  delayMs = 0;
  private server: SMTPServer | null = null;

  async start(port = 0): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          parseMail(Buffer.concat(chunks)).then(
            (mail) => {
              const received = {
                ...mail,
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((address) => address.address),
              };
              setTimeout(() => {
                this.received.push(received);
                this.onMail?.(received);
                callback();
              }, this.delayMs);
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    return (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A loopback port that nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = new TestSmtpServer();
  const port = await probe.start();
  await probe.stop();
  return port;
}
