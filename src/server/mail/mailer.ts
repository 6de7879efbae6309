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
  /** Files sent with the mail (an invoice's PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The outbox keeps no files: the kept text names each attachment and its size instead. */
export function outboxText(message: MailMessage): string {
  const files = message.attachments ?? [];
  if (files.length === 0) return message.text;
  const list = files.map((f) => `- ${f.filename} (${f.contentType}, ${f.content.length} bytes)`).join('\n');
  return `${message.text}\n\n[attachments]\n${list}`;
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
      await db.insert(outbox).values({ to: message.to, subject: message.subject, text: outboxText(message) });
      log.info({ to: message.to, subject: message.subject }, 'mail kept in the outbox (no SMTP_URL)');
    },
    close: () => undefined,
  };
}
