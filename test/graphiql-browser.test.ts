import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { busSubscribed } from './support/subscriptions.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createProject, type CreatedProject } from './support/membership.ts';

/** Debian's Chromium, which .ci/run installs; no browser is downloaded. */
const CHROMIUM = '/usr/bin/chromium';
/** Generous: the page is 9 MB of inlined scripts, parsed on a machine that may be busy. */
const UI_TIMEOUT = 120_000;

let t: TestApp;
let base: string;
let owner: CreatedUser;
let project: CreatedProject;
let profile: string;
let browser: BrowserContext;
let page: Page;
/** Requests the page made anywhere but this server (they are refused). */
const outside: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  base = await t.listen();
  owner = await createUser(t);
  project = await createProject(t, { visibility: 'private' }, owner.token);
  profile = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-chromium-'));
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Text goes into GraphiQL's editors by pasting, as typing would auto-close brackets and quotes.
  await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  await browser.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(`${base}/`)) return route.continue();
    outside.push(url);
    return route.abort();
  });
  page = browser.pages()[0] ?? (await browser.newPage());
  page.setDefaultTimeout(UI_TIMEOUT);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (profile) await fs.rm(profile, { recursive: true, force: true });
  await t?.close();
});

/** Replaces the text of the focused editor with `text`, through the clipboard. */
async function paste(text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

async function runInEditor(document: string): Promise<void> {
  await page.getByLabel('Operation Editor').click();
  await paste(document);
  await page.getByRole('button', { name: 'Execute query (Ctrl-Enter)' }).click();
}

/** Waits until GraphiQL's result pane shows text matching `pattern`. */
async function resultShows(pattern: RegExp): Promise<void> {
  const result = page.getByLabel('Result Window');
  await expect.poll(async () => (await result.textContent()) ?? '', { timeout: UI_TIMEOUT }).toMatch(pattern);
}

describe('GraphiQL in headless Chromium', () => {
  it('loads from this server alone and introspects the schema', async () => {
    const introspection = page.waitForResponse((response) =>
      (response.request().postData() ?? '').includes('__schema'),
    );
    await page.goto(`${base}/api/graphql`);
    const answer = (await (await introspection).json()) as {
      data?: { __schema?: unknown };
      errors?: unknown;
    };
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.__schema).toBeDefined();
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).first().waitFor();
    expect(outside).toEqual([]);
  }, 180_000);

  it('runs a query with the token set in the headers pane', async () => {
    await page.getByText('Headers', { exact: true }).click();
    await page.locator('[aria-label="Headers"] .graphiql-editor:not(.hidden)').click();
    await paste(JSON.stringify({ 'PRIVATE-TOKEN': owner.token }));
    await runInEditor('{ currentUser { username } }');
    await resultShows(new RegExp(`"username":\\s*"${owner.username}"`));
  }, 180_000);

  it('finds Project in the documentation explorer', async () => {
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).first().click();
    const docs = page.locator('.graphiql-doc-explorer');
    await docs.getByText('Project', { exact: true }).click();
    await docs.locator('.graphiql-doc-explorer-title').getByText('Project', { exact: true }).waitFor();
    await docs.getByText('fullPath', { exact: true }).waitFor();
  }, 180_000);

  it("runs a subscription as the headers pane's user and shows an event after a REST change", async () => {
    const member = await createUser(t);
    const subscribed = busSubscribed(t);
    await runInEditor(
      `subscription { projectMembershipChanged(projectId: "gid://gitlab/Project/${project.id}") { action user { username } } }`,
    );
    await subscribed;
    await addMember(t, 'projects', project.id, member.id, 30);
    await resultShows(new RegExp(`"action":\\s*"ADDED"[\\s\\S]*"username":\\s*"${member.username}"`));
    expect(outside).toEqual([]);
  }, 180_000);
});
