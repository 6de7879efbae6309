import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where an answer goes, when not to us (a contact-form mail: to the visitor who wrote). */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise the outbox table plus a log line, so a developer (or the
 * e2e tests, through DEV_OUTBOX) can read what would have been sent.
 */
export function createMailer({
  smtpUrl,
  from,
  db,
  log,
}: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(message) {
      await db.insert(outbox).values({ to: message.to, subject: message.subject, text: message.text });
      log.info({ to: message.to, subject: message.subject }, 'mail kept in the outbox (no SMTP_URL)');
    },
    close: () => undefined,
  };
}
