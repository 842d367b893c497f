import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on loopback that accepts any login and keeps what it receives.
 * Point SMTP_URL (or smtpNotifier) at `url`.
 */
export async function startSmtpServer(opts: { port?: number; user?: string; pass?: string } = {}) {
  const user = opts.user ?? 'birr';
  const pass = opts.pass ?? 'secret';
  const received: ReceivedMail[] = [];
  const waiting: Array<(m: ReceivedMail) => void> = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    allowInsecureAuth: true,
    onAuth(auth, _session, cb) {
      if (auth.username === user && auth.password === pass) cb(null, { user });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        waiting.splice(0).forEach((w) => w(mail));
        cb();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${port}`,
    received,
    /** Resolves with the next message (or one already received that matches). */
    next(match: (m: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiting.push((m) => match(m) && resolve(m)));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
