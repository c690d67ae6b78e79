import type net from 'node:net';
import { sql } from 'kysely';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { TestApp } from './app.ts';
import { waitFor } from './ci.ts';

/** A real SMTP server on a free port that keeps every message it receives, parsed. */
export interface SmtpInbox {
  port: number;
  messages: ParsedMail[];
  /** The messages of a subject, by their one recipient. */
  bySubject(subject: string): Map<string, ParsedMail>;
  close(): Promise<void>;
}

/** The settings an app needs to send its email to `inbox`. */
export function mailingTo(inbox: SmtpInbox): Record<string, string> {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(inbox.port),
    MAIL_FROM: 'Railyard <noreply@railyard.test>',
  };
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.server.address() as net.AddressInfo).port,
    messages,
    bySubject(subject) {
      const result = new Map<string, ParsedMail>();
      for (const mail of messages.filter((m) => m.subject === subject)) {
        const to = addresses(mail.to);
        if (to.length !== 1)
          throw new Error(`an email "${subject}" to ${to.join(', ')}: one recipient expected`);
        if (result.has(to[0]!)) throw new Error(`two emails "${subject}" to ${to[0]}`);
        result.set(to[0]!, mail);
      }
      return result;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  return [field ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ''));
}

/**
 * Waits until the notification mailer has handled every event that may send email of the kinds
 * these tests make (pushes, finished pipelines, transfers, auto-merges): each is claimed in the
 * transaction that sends its emails, so once all are claimed, every email is in the inbox.
 */
export async function emailsSettled(t: TestApp): Promise<void> {
  const db = t.running.orm.em.fork().getKysely();
  await waitFor(
    async () =>
      (
        await sql<{ n: number }>`
          select count(*)::int as n from domain_events e
          where (e.type in ('repository.pushed', 'project.transferred')
              or (e.type = 'ci.pipeline.status' and e.payload->>'status' in ('failed', 'success'))
              or (e.type = 'merge_request.auto_merge_set'
                and e.payload->>'strategy' = 'merge_when_pipeline_succeeds'))
            and not exists (select 1 from notification_email_claims c where c.event_id = e.id)`.execute(db)
      ).rows[0]!.n,
    (unclaimed) => unclaimed === 0,
    'every email event handled',
    20_000,
  );
  await t.running.services.notificationEmails.idle();
}
