import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Mail } from 'nodemailer';
import type { Config } from '../../config.ts';

/** One message to send. */
export interface MailMessage {
  to: string | string[];
  subject: string;
  text?: string;
  html?: string;
  /** Extra headers (`X-GitLab-Project`, `List-Id`...). */
  headers?: Record<string, string>;
  /** The sender, when not the instance's (`MAIL_FROM`): a push email names the pusher. */
  from?: { name: string; address: string };
  replyTo?: string;
}

export type MailResult =
  /** Handed to the SMTP server, or written to the mail directory (`path`). */
  | { sent: true; messageId: string; accepted: string[]; path?: string }
  /** Not sent: the instance is in silent mode. */
  | { sent: false; reason: 'silent' };

export interface MailSettings {
  /** Sender of every message, e.g. `Railyard <railyard@example.com>`. */
  from: string;
  /** SMTP server; without one, messages are written to `directory`. */
  smtp?: {
    host: string;
    port?: number;
    user?: string;
    password?: string;
    /** TLS from the first byte (port 465 usually). */
    secure: boolean;
    /** true: STARTTLS is required; false: never tried; undefined: used when the server offers it. */
    startTls?: boolean;
    /** Verify the server's certificate (default true). */
    verifyTls?: boolean;
  };
  /** Where messages go as `.eml` files when there is no SMTP server. */
  directory: string;
}

export interface MailerOptions {
  /** Asked before each message: when it answers true (silent mode), nothing is sent. */
  silent?: () => boolean | Promise<boolean>;
}

/**
 * Sends email: over SMTP when a server is configured, otherwise into a directory, one `.eml` file
 * per message (written under a temporary name and renamed, so a reader never sees half a message).
 * A failure to deliver throws; callers that must not lose mail send it from a retried job.
 */
export class Mailer {
  readonly settings: MailSettings;
  private readonly options: MailerOptions;
  private readonly transport: Mail<unknown>;

  constructor(settings: MailSettings, options: MailerOptions = {}) {
    this.settings = settings;
    this.options = options;
    const { smtp } = settings;
    this.transport = smtp
      ? nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          requireTLS: smtp.startTls === true,
          ignoreTLS: smtp.startTls === false,
          tls: { rejectUnauthorized: smtp.verifyTls ?? true },
          auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
          connectionTimeout: 30_000,
          greetingTimeout: 30_000,
          socketTimeout: 60_000,
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  /** The address of the instance's sender (`MAIL_FROM` without its display name). */
  fromAddress(): string {
    return /<([^>]+)>/.exec(this.settings.from)?.[1] ?? this.settings.from.trim();
  }

  /** How messages leave: `smtp://host:port` or the mail directory. */
  describe(): string {
    const { smtp } = this.settings;
    return smtp ? `smtp://${smtp.host}${smtp.port ? `:${smtp.port}` : ''}` : this.settings.directory;
  }

  async send(message: MailMessage): Promise<MailResult> {
    if (await this.options.silent?.()) return { sent: false, reason: 'silent' };
    const info = (await this.transport.sendMail({
      from: message.from ?? this.settings.from,
      replyTo: message.replyTo,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    })) as {
      messageId: string;
      envelope: { to: string[] };
      accepted?: (string | { address: string })[];
      message?: Buffer;
    };
    if (this.settings.smtp) {
      const accepted = (info.accepted ?? []).map((a) => (typeof a === 'string' ? a : a.address));
      return { sent: true, messageId: info.messageId, accepted };
    }
    const file = await this.writeMessage(info.message ?? Buffer.alloc(0));
    return { sent: true, messageId: info.messageId, accepted: info.envelope.to, path: file };
  }

  close(): void {
    this.transport.close();
  }

  private async writeMessage(raw: Buffer): Promise<string> {
    const directory = this.settings.directory;
    await fs.mkdir(directory, { recursive: true, mode: 0o700 });
    // Names sort by time; the random part keeps two messages of one millisecond apart.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
    const temporary = path.join(directory, `.${name}.tmp`);
    const final = path.join(directory, name);
    try {
      await fs.writeFile(temporary, raw, { mode: 0o600, flag: 'wx' });
      await fs.rename(temporary, final);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
    return final;
  }
}

/** The instance's mailer, from SMTP_* and MAIL_FROM (see config.ts). */
export function createMailer(config: Config, options: MailerOptions = {}): Mailer {
  return new Mailer(
    {
      from: config.MAIL_FROM,
      directory: path.join(config.dataDir, 'mail'),
      smtp: config.SMTP_HOST
        ? {
            host: config.SMTP_HOST,
            port: config.SMTP_PORT,
            user: config.SMTP_USER,
            password: config.SMTP_PASSWORD,
            secure: config.SMTP_SECURE,
            startTls: config.SMTP_STARTTLS,
            verifyTls: config.SMTP_TLS_VERIFY,
          }
        : undefined,
    },
    options,
  );
}
