import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  /** Both parts are required: some readers show only plain text. */
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the message is handed over (SMTP server accepted it, or the outbox file exists). */
  sendMail(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module sends mail through this (OTP codes, order mails). */
    mailer: Mailer;
  }
}

export interface MailConfig {
  smtpUrl: string | undefined;
  from: string;
  /** Where the embedded outbox keeps `.eml` files (DATA_DIR/outbox). */
  outboxDir: string;
}

/** SMTP when configured; otherwise the log and an `.eml` file per mail, so a local shop still works. */
export function createMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.from) : outboxMailer(config.outboxDir, config.from, log);
}

function smtpMailer(url: string, from: string): Mailer {
  // A pool keeps one connection open: a new SMTP connection costs a greeting round trip per mail.
  const transport = nodemailer.createTransport(withPool(url));
  return {
    async sendMail(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}

function withPool(url: string): string {
  const u = new URL(url);
  if (!u.searchParams.has('pool')) u.searchParams.set('pool', 'true');
  return u.toString();
}

function outboxMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  // nodemailer builds the MIME message (headers, multipart/alternative, encodings) without sending it.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async sendMail(message) {
      const info = await builder.sendMail({ from, ...message });
      const raw = info.message as Buffer;
      await fs.mkdir(dir, { recursive: true });
      // The time prefix keeps the files in sending order; writing then renaming means a reader never
      // sees half a message.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      const file = path.join(dir, name);
      await fs.writeFile(`${file}.tmp`, raw);
      await fs.rename(`${file}.tmp`, file);
      log.info(
        { to: message.to, subject: message.subject, file },
        `Mail to ${message.to}: ${message.subject}\n${message.text}`,
      );
    },
    async close() {},
  };
}
