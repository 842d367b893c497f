import nodemailer from 'nodemailer';
import type { Message, Notifier } from './notifier';

/** Email through an SMTP server named by a URL such as smtp://user:pass@host:587. */
export function smtpNotifier(smtpUrl: string, from: string): Notifier {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, replyTo }: Message) {
      await transport.sendMail({ from, to, subject, text, ...(replyTo ? { replyTo } : {}) });
    },
  };
}
