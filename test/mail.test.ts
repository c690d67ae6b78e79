import fs from 'node:fs/promises';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerEnvelope } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createMailer } from '../src/core/mail/mailer.ts';

interface Delivery {
  envelope: SMTPServerEnvelope;
  user: string | undefined;
  /** The session was encrypted (STARTTLS). */
  secure: boolean;
  mail: ParsedMail;
}

/**
 * An SMTP server that accepts `mailer`/`secret` and parses every message it receives; with
 * `startTls`, it offers STARTTLS with smtp-server's built-in self-signed certificate.
 */
async function smtpServer({ startTls = false } = {}) {
  const deliveries: Delivery[] = [];
  const server = new SMTPServer({
    disabledCommands: startTls ? [] : ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          deliveries.push({
            envelope: session.envelope,
            user: session.user as string | undefined,
            secure: session.secure,
            mail,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as net.AddressInfo).port;
  return { deliveries, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []].flat().flatMap((a) => a.value.map((v) => v.address));

let dataDir: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-mail-'));
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('Mailer over SMTP', () => {
  it('delivers to every recipient with the subject, both bodies and the extra headers, authenticated', async () => {
    const smtp = await smtpServer();
    cleanups.push(smtp.close);
    const config = loadConfig({
      DATA_DIR: dataDir,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USER: 'mailer',
      SMTP_PASSWORD: 'secret',
      MAIL_FROM: 'Railyard Test <noreply@railyard.test>',
    });
    const mailer = createMailer(config);
    expect(mailer.describe()).toBe(`smtp://127.0.0.1:${smtp.port}`);
    const result = await mailer.send({
      to: ['dev@example.com', 'Ops Team <ops@example.com>'],
      subject: 'Pipeline #12 has failed on main ✗',
      text: 'The pipeline failed.\nSee the job log.',
      html: '<p>The pipeline <strong>failed</strong>.</p>',
      headers: { 'X-GitLab-Project': 'group/project', 'X-GitLab-Pipeline-Id': '12' },
    });
    mailer.close();
    expect(result).toMatchObject({ sent: true, accepted: ['dev@example.com', 'ops@example.com'] });
    expect(smtp.deliveries).toHaveLength(1);
    const [{ envelope, user, mail }] = smtp.deliveries as [Delivery];
    expect(user).toBe('mailer');
    expect(envelope.mailFrom && envelope.mailFrom.address).toBe('noreply@railyard.test');
    expect(envelope.rcptTo.map((r) => r.address)).toEqual(['dev@example.com', 'ops@example.com']);
    expect(mail.subject).toBe('Pipeline #12 has failed on main ✗');
    expect(mail.text?.trim()).toBe('The pipeline failed.\nSee the job log.');
    expect(mail.html).toBe('<p>The pipeline <strong>failed</strong>.</p>');
    expect(mail.from?.value).toEqual([{ name: 'Railyard Test', address: 'noreply@railyard.test' }]);
    expect(addresses(mail.to)).toEqual(['dev@example.com', 'ops@example.com']);
    expect(mail.headers.get('x-gitlab-project')).toBe('group/project');
    expect(mail.messageId).toBe((result as { messageId: string }).messageId);
    // Nothing went to the mail directory.
    await expect(fs.readdir(path.join(dataDir, 'mail'))).rejects.toMatchObject({ code: 'ENOENT' });

    const wrongPassword = createMailer(loadConfig({ ...envOf(config), SMTP_PASSWORD: 'wrong' }));
    await expect(wrongPassword.send({ to: 'dev@example.com', subject: 'x', text: 'x' })).rejects.toThrow(
      /Invalid username or password|Invalid login/,
    );
    wrongPassword.close();
    expect(smtp.deliveries).toHaveLength(1);
  });

  it('uses STARTTLS as SMTP_STARTTLS and SMTP_TLS_VERIFY say', async () => {
    const plain = await smtpServer();
    const tls = await smtpServer({ startTls: true });
    cleanups.push(plain.close, tls.close);
    const env = (port: number, more: Record<string, string>) =>
      loadConfig({
        DATA_DIR: dataDir,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        SMTP_USER: 'mailer',
        SMTP_PASSWORD: 'secret',
        ...more,
      });
    const send = async (port: number, more: Record<string, string>) => {
      const mailer = createMailer(env(port, more));
      try {
        return await mailer.send({ to: 'dev@example.com', subject: JSON.stringify(more), text: 'x' });
      } finally {
        mailer.close();
      }
    };
    // Required, and the server does not offer it.
    await expect(send(plain.port, { SMTP_STARTTLS: 'true' })).rejects.toThrow(/STARTTLS/);
    // Offered with a self-signed certificate: refused while certificates are verified.
    await expect(send(tls.port, { SMTP_STARTTLS: 'true' })).rejects.toThrow(/self[- ]signed|certificate/i);
    expect(tls.deliveries).toHaveLength(0);
    await send(tls.port, { SMTP_STARTTLS: 'true', SMTP_TLS_VERIFY: 'false' });
    await send(tls.port, { SMTP_STARTTLS: 'false' });
    expect(tls.deliveries.map((d) => d.secure)).toEqual([true, false]);
    expect(plain.deliveries).toHaveLength(0);
  });

  it('sends nothing in silent mode', async () => {
    const smtp = await smtpServer();
    cleanups.push(smtp.close);
    let silent = true;
    const mailer = createMailer(
      loadConfig({
        DATA_DIR: dataDir,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        SMTP_USER: 'mailer',
        SMTP_PASSWORD: 'secret',
      }),
      { silent: async () => silent },
    );
    expect(await mailer.send({ to: 'dev@example.com', subject: 'quiet', text: 'x' })).toEqual({
      sent: false,
      reason: 'silent',
    });
    expect(smtp.deliveries).toHaveLength(0);
    silent = false;
    expect(await mailer.send({ to: 'dev@example.com', subject: 'loud', text: 'x' })).toMatchObject({
      sent: true,
    });
    expect(smtp.deliveries.map((d) => d.mail.subject)).toEqual(['loud']);
    mailer.close();
  });
});

describe('Mailer without SMTP', () => {
  it('writes each message to DATA_DIR/mail as a parseable .eml file, from the default sender', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-maildir-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    const mailer = createMailer(loadConfig({ DATA_DIR: dir }));
    expect(mailer.describe()).toBe(path.join(dir, 'mail'));
    const first = await mailer.send({
      to: 'dev@example.com',
      subject: 'Welcome to Railyard ✓',
      text: 'Hello.',
      html: '<p>Hello.</p>',
      headers: { 'X-Railyard-Kind': 'welcome' },
    });
    const second = await mailer.send({
      to: ['A <a@example.com>', 'b@example.com'],
      subject: 'Second',
      text: 'Two.',
    });
    expect(second).toMatchObject({ sent: true, accepted: ['a@example.com', 'b@example.com'] });
    if (!first.sent || !second.sent) throw new Error('not sent');

    const files = (await fs.readdir(path.join(dir, 'mail'))).sort();
    // Only the two messages: no temporary file is left behind.
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    expect(files.map((f) => path.join(dir, 'mail', f))).toEqual(
      expect.arrayContaining([first.path, second.path]),
    );
    expect((await fs.stat(first.path!)).mode & 0o777).toBe(0o600);

    const mail = await simpleParser(await fs.readFile(first.path!));
    expect(mail.from?.value).toEqual([{ name: 'Railyard', address: 'railyard@localhost' }]);
    expect(addresses(mail.to)).toEqual(['dev@example.com']);
    expect(mail.subject).toBe('Welcome to Railyard ✓');
    expect(mail.text?.trim()).toBe('Hello.');
    expect(mail.html).toBe('<p>Hello.</p>');
    expect(mail.headers.get('x-railyard-kind')).toBe('welcome');
    expect(mail.messageId).toBe(first.messageId);
    const other = await simpleParser(await fs.readFile(second.path!));
    expect(addresses(other.to)).toEqual(['a@example.com', 'b@example.com']);
    expect(other.subject).toBe('Second');

    const silent = createMailer(loadConfig({ DATA_DIR: dir }), { silent: () => true });
    expect(await silent.send({ to: 'dev@example.com', subject: 'quiet', text: 'x' })).toMatchObject({
      sent: false,
    });
    expect(await fs.readdir(path.join(dir, 'mail'))).toHaveLength(2);
  });

  it('takes its settings from the environment, validated', () => {
    const config = loadConfig({ SMTP_HOST: 'mail.example.com', SMTP_SECURE: 'true', SMTP_STARTTLS: 'false' });
    expect(config).toMatchObject({
      SMTP_HOST: 'mail.example.com',
      SMTP_SECURE: true,
      SMTP_STARTTLS: false,
      MAIL_FROM: 'Railyard <railyard@localhost>',
    });
    expect(() => loadConfig({ SMTP_PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_SECURE: 'sometimes' })).toThrow(/SMTP_SECURE/);
    expect(() => loadConfig({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/);
    expect(loadConfig({ MAIL_FROM: 'ci@example.com' }).MAIL_FROM).toBe('ci@example.com');
  });
});

/** The environment a config was loaded from, for the settings a test changes. */
function envOf(config: ReturnType<typeof loadConfig>): Record<string, string> {
  return {
    DATA_DIR: config.dataDir,
    SMTP_HOST: config.SMTP_HOST ?? '',
    SMTP_PORT: String(config.SMTP_PORT ?? ''),
    SMTP_USER: config.SMTP_USER ?? '',
    SMTP_PASSWORD: config.SMTP_PASSWORD ?? '',
    MAIL_FROM: config.MAIL_FROM,
  };
}
