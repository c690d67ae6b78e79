import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type ApiResponse, type TestApp } from './support/app.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

let t: TestApp;

/** The settings these tests change, at their defaults: each test starts from them. */
const DEFAULTS = {
  default_projects_limit: 100000,
  restricted_visibility_levels: [],
  default_project_visibility: 'private',
  default_group_visibility: 'private',
  default_snippet_visibility: 'private',
  max_attachment_size: 100,
  snippet_size_limit: 52428800,
  raw_blob_request_limit: 300,
  project_jobs_api_rate_limit: 600,
  rate_limiting_response_text: null,
};

beforeAll(async () => {
  t = await startTestApp();
});

afterEach(async () => {
  const reset = await t.put('/application/settings', { body: DEFAULTS });
  expect(reset.status, reset.text).toBe(200);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

async function setSettings(changes: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await t.put('/application/settings', { body: changes });
  expect(response.status, response.text).toBe(200);
  return response.body;
}

const RESTRICTED_PUBLIC = {
  message: { visibility_level: ['public has been restricted by your GitLab administrator'] },
};

describe('the enforced settings', () => {
  it('have GitLab’s defaults and are changed through PUT /application/settings', async () => {
    expect((await t.get('/application/settings')).body).toMatchObject(DEFAULTS);
    const changed = await setSettings({
      restricted_visibility_levels: '20,internal',
      rate_limiting_response_text: 'Slow down',
    });
    expect(changed).toMatchObject({
      restricted_visibility_levels: ['public', 'internal'],
      rate_limiting_response_text: 'Slow down',
    });
    const invalid = await t.put('/application/settings', { body: { default_project_visibility: 'secret' } });
    expect(invalid.status).toBe(400);
  });
});

describe('default_projects_limit', () => {
  it('is the projects_limit of users created without one, and that limit stops personal projects', async () => {
    await setSettings({ default_projects_limit: 1 });
    const limited = await createUser(t);
    expect((await t.get(`/users/${limited.id}`)).body.projects_limit).toBe(1);
    const own = await createUser(t, { projects_limit: 5 });
    expect((await t.get(`/users/${own.id}`)).body.projects_limit).toBe(5);

    const first = await t.post('/projects', { token: limited.token, body: { name: unique('first') } });
    expect(first.status, first.text).toBe(201);
    const second = await t.post('/projects', { token: limited.token, body: { name: unique('second') } });
    expect(second.status).toBe(403);
    expect(second.body).toEqual({
      message: "You've reached your limit of 1 projects created. Contact your GitLab administrator.",
    });

    await setSettings({ default_projects_limit: 0 });
    const none = await createUser(t);
    const refused = await t.post('/projects', { token: none.token, body: { name: unique('none') } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'You cannot create projects in your personal namespace. Contact your GitLab administrator.',
    });
    // Users created before keep their limit.
    expect((await t.get(`/users/${own.id}`)).body.projects_limit).toBe(5);
  });
});

describe('restricted_visibility_levels', () => {
  it('keeps non-administrators from creating or changing projects to a restricted level', async () => {
    const user = await createUser(t);
    await setSettings({ restricted_visibility_levels: ['public'] });
    const refused = await t.post('/projects', {
      token: user.token,
      body: { name: unique('pub'), visibility: 'public' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(RESTRICTED_PUBLIC);
    expect((await t.get('/projects', { token: user.token, query: { owned: true } })).body).toEqual([]);

    const created = await t.post('/projects', {
      token: user.token,
      body: { name: unique('priv'), visibility: 'internal' },
    });
    expect(created.status, created.text).toBe(201);
    const raised = await t.put(`/projects/${created.body.id}`, {
      token: user.token,
      body: { visibility: 'public' },
    });
    expect(raised.status).toBe(400);
    expect(raised.body).toEqual(RESTRICTED_PUBLIC);
    expect((await t.get(`/projects/${created.body.id}`)).body.visibility).toBe('internal');
    // Other changes of the project are not held up by a level it already has.
    const renamed = await t.put(`/projects/${created.body.id}`, {
      token: user.token,
      body: { description: 'still internal', visibility: 'internal' },
    });
    expect(renamed.status, renamed.text).toBe(200);

    // Administrators may use every level.
    const admins = await t.post('/projects', { body: { name: unique('admin-pub'), visibility: 'public' } });
    expect(admins.status, admins.text).toBe(201);
    expect(admins.body.visibility).toBe('public');
  });

  it('keeps non-administrators from creating or changing groups to a restricted level', async () => {
    const user = await createUser(t);
    await setSettings({ restricted_visibility_levels: ['public'] });
    const path = unique('grp');
    const refused = await t.post('/groups', {
      token: user.token,
      body: { name: path, path, visibility: 'public' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message:
        'Failed to save group {:visibility_level=>["public has been restricted by your GitLab administrator"]}',
    });
    expect((await t.get(`/groups/${path}`)).status).toBe(404);

    const created = await t.post('/groups', { token: user.token, body: { name: path, path } });
    expect(created.status, created.text).toBe(201);
    const raised = await t.put(`/groups/${created.body.id}`, {
      token: user.token,
      body: { visibility: 'public' },
    });
    expect(raised.status).toBe(400);
    expect(raised.body).toEqual(RESTRICTED_PUBLIC);
    expect((await t.get(`/groups/${created.body.id}`)).body.visibility).toBe('private');

    const adminPath = unique('admin-grp');
    const admins = await t.post('/groups', {
      body: { name: adminPath, path: adminPath, visibility: 'public' },
    });
    expect(admins.status, admins.text).toBe(201);
  });

  it('keeps non-administrators from creating or changing snippets to a restricted level (403, as GitLab)', async () => {
    const user = await createUser(t);
    const project = (await t.post('/projects', { body: { name: unique('snips'), visibility: 'public' } }))
      .body as { id: number };
    await addMember(t, 'projects', project.id, user.id, 30);
    await setSettings({ restricted_visibility_levels: ['public'] });
    const files = [{ file_path: 'a.txt', content: 'a' }];
    const refused = await t.post(`/projects/${project.id}/snippets`, {
      token: user.token,
      body: { title: 'pub', visibility: 'public', files },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(RESTRICTED_PUBLIC);
    expect((await t.get(`/projects/${project.id}/snippets`)).body).toEqual([]);

    const created = await t.post(`/projects/${project.id}/snippets`, {
      token: user.token,
      body: { title: 'priv', visibility: 'private', files },
    });
    expect(created.status, created.text).toBe(201);
    const raised = await t.put(`/projects/${project.id}/snippets/${created.body.id}`, {
      token: user.token,
      body: { visibility: 'public', title: 'renamed' },
    });
    expect(raised.status).toBe(403);
    expect(raised.body).toEqual(RESTRICTED_PUBLIC);
    const after = (await t.get(`/projects/${project.id}/snippets/${created.body.id}`)).body;
    expect(after).toMatchObject({ visibility: 'private', title: 'priv' });

    const admins = await t.post(`/projects/${project.id}/snippets`, {
      body: { title: 'admin', visibility: 'public', files },
    });
    expect(admins.status, admins.text).toBe(201);
  });
});

describe('default_project_visibility, default_group_visibility and default_snippet_visibility', () => {
  it('are the visibility of what is created without one', async () => {
    await setSettings({
      default_project_visibility: 'internal',
      default_group_visibility: 'internal',
      default_snippet_visibility: 'internal',
    });
    const project = await t.post('/projects', { body: { name: unique('dflt') } });
    expect(project.body.visibility).toBe('internal');
    const path = unique('dflt-grp');
    const group = await t.post('/groups', { body: { name: path, path } });
    expect(group.body.visibility).toBe('internal');
    const snippet = await t.post(`/projects/${project.body.id}/snippets`, {
      body: { title: 'dflt', files: [{ file_path: 'a.txt', content: 'a' }] },
    });
    expect(snippet.status, snippet.text).toBe(201);
    expect(snippet.body.visibility).toBe('internal');

    // Within a less visible group, a project takes the group's level.
    const privatePath = unique('priv-grp');
    const privateGroup = await t.post('/groups', {
      body: { name: privatePath, path: privatePath, visibility: 'private' },
    });
    const inGroup = await t.post('/projects', {
      body: { name: unique('in-grp'), namespace_id: privateGroup.body.id },
    });
    expect(inGroup.body.visibility).toBe('private');
    const subgroup = await t.post('/groups', {
      body: { name: 'sub', path: unique('sub'), parent_id: privateGroup.body.id },
    });
    expect(subgroup.body.visibility).toBe('private');
  });

  it('cannot be a restricted level, so what is created without a level is never restricted', async () => {
    const refused = await t.put('/application/settings', {
      body: { default_project_visibility: 'public', restricted_visibility_levels: ['public'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toEqual({
      default_project_visibility: ['cannot be set to a restricted visibility level'],
    });
  });
});

describe('snippet_size_limit', () => {
  it('refuses larger snippet files on update (REST) and create (GraphQL), writing nothing', async () => {
    const project = (await t.post('/projects', { body: { name: unique('sizes') } })).body as {
      id: number;
      path_with_namespace: string;
    };
    const created = await t.post(`/projects/${project.id}/snippets`, {
      body: { title: 'small', visibility: 'private', files: [{ file_path: 'a.txt', content: 'tiny' }] },
    });
    expect(created.status, created.text).toBe(201);
    await setSettings({ snippet_size_limit: 10 });
    const tooBig = { message: { content: ['is too long (11 Bytes). The maximum size is 10 Bytes.'] } };

    const updated = await t.put(`/projects/${project.id}/snippets/${created.body.id}`, {
      body: { files: [{ action: 'update', file_path: 'a.txt', content: 'x'.repeat(11) }] },
    });
    expect(updated.status).toBe(400);
    expect(updated.body).toEqual(tooBig);
    expect((await t.get(`/projects/${project.id}/snippets/${created.body.id}/raw`)).text).toBe('tiny');
    const fits = await t.put(`/projects/${project.id}/snippets/${created.body.id}`, {
      body: { content: 'x'.repeat(10) },
    });
    expect(fits.status, fits.text).toBe(200);

    const viaGraphql = await t.post('/api/graphql', {
      body: {
        query: `mutation($input: CreateSnippetInput!) {
          createSnippet(input: $input) { errors snippet { id } }
        }`,
        variables: {
          input: {
            projectPath: project.path_with_namespace,
            title: 'big',
            visibilityLevel: 'private',
            blobActions: [{ action: 'create', filePath: 'big.txt', content: 'x'.repeat(11) }],
          },
        },
      },
    });
    expect(viaGraphql.body.data.createSnippet).toEqual({
      errors: ['Content is too long (11 Bytes). The maximum size is 10 Bytes.'],
      snippet: null,
    });
    expect((await t.get(`/projects/${project.id}/snippets`)).body).toHaveLength(1);
  });
});

/** A 429 of a limit: the message, and a Retry-After within the minute of the window. */
function expectRateLimited(response: ApiResponse, message: string) {
  expect(response.status, response.text).toBe(429);
  expect(response.body).toEqual({ message });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

const DEFAULT_LIMITED = 'This endpoint has been requested too many times. Try again later.';

describe('raw_blob_request_limit', () => {
  it('limits raw downloads per project and path, with rate_limiting_response_text', async () => {
    await setSettings({ raw_blob_request_limit: 2, rate_limiting_response_text: 'Slow down, please' });
    const repo = await projectWithFiles(t, { 'a.txt': 'a', 'b.txt': 'b' });
    const other = await projectWithFiles(t, { 'a.txt': 'a' });
    const raw = (projectId: number, file: string, ref = 'main') =>
      t.get(`/projects/${projectId}/repository/files/${file}/raw`, { query: { ref } });

    expect((await raw(repo.id, 'a.txt')).status).toBe(200);
    // The path counts, whatever the ref.
    expect((await raw(repo.id, 'a.txt', repo.sha)).status).toBe(200);
    expectRateLimited(await raw(repo.id, 'a.txt'), 'Slow down, please');
    // Another path of the project, and the same path of another project, are counted apart.
    expect((await raw(repo.id, 'b.txt')).text).toBe('b');
    expect((await raw(other.id, 'a.txt')).text).toBe('a');

    const blobId = (await t.get(`/projects/${repo.id}/repository/files/b.txt`, { query: { ref: 'main' } }))
      .body.blob_id as string;
    const blob = () => t.get(`/projects/${repo.id}/repository/blobs/${blobId}/raw`);
    expect((await blob()).text).toBe('b');
    expect((await blob()).text).toBe('b');
    await setSettings({ rate_limiting_response_text: '' });
    expectRateLimited(await blob(), DEFAULT_LIMITED);

    // 0 turns the limit off.
    await setSettings({ raw_blob_request_limit: 0 });
    expect((await raw(repo.id, 'a.txt')).text).toBe('a');
    expect((await blob()).text).toBe('b');
  });
});

describe('project_jobs_api_rate_limit', () => {
  it('limits GET /projects/:id/jobs per user', async () => {
    const limited = await createUser(t);
    const other = await createUser(t);
    const project = (await t.post('/projects', { body: { name: unique('jobs'), visibility: 'public' } }))
      .body as { id: number };
    await addMember(t, 'projects', project.id, limited.id, 30);
    await addMember(t, 'projects', project.id, other.id, 30);
    await setSettings({ project_jobs_api_rate_limit: 2 });
    const jobs = (user: CreatedUser) => t.get(`/projects/${project.id}/jobs`, { token: user.token });

    expect((await jobs(limited)).status).toBe(200);
    expect((await jobs(limited)).status).toBe(200);
    expectRateLimited(await jobs(limited), DEFAULT_LIMITED);
    expect((await jobs(other)).status).toBe(200);

    await setSettings({ rate_limiting_response_text: 'Too many job lists' });
    expectRateLimited(await jobs(limited), 'Too many job lists');
    // A higher limit lets the user list again within the same minute.
    await setSettings({ project_jobs_api_rate_limit: 100 });
    expect((await jobs(limited)).status).toBe(200);
  });
});

describe('max_attachment_size', () => {
  it('refuses larger project uploads with a 413, leaving no file behind', async () => {
    const base = await t.listen();
    const user = await createUser(t);
    const project = (await t.post('/projects', { token: user.token, body: { name: unique('uploads') } }))
      .body as { id: number };
    const upload = async (name: string, bytes: Uint8Array<ArrayBuffer>) => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), name);
      const response = await fetch(`${base}/api/v4/projects/${project.id}/uploads`, {
        method: 'POST',
        headers: { 'private-token': user.token },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as Record<string, string> };
    };
    const stored = path.join(
      t.running.services.config.dataDir,
      'uploads',
      '-',
      'project',
      String(project.id),
    );
    const storedFiles = async () =>
      (await fs.readdir(stored, { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) =>
        e.isFile(),
      );

    await setSettings({ max_attachment_size: 1 });
    const mib = new Uint8Array(1024 * 1024).fill(7);
    const refused = await upload('big.bin', new Uint8Array(1024 * 1024 + 1));
    expect(refused).toEqual({ status: 413, body: { message: '413 Request Entity Too Large' } });
    expect(await storedFiles()).toEqual([]);

    const accepted = await upload('fits.png', mib);
    expect(accepted.status).toBe(201);
    expect(accepted.body).toEqual({
      alt: 'fits',
      url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\/fits\.png$/),
      full_path: `/-/project/${project.id}${accepted.body.url}`,
      markdown: `![fits](${accepted.body.url})`,
    });
    expect(await storedFiles()).toHaveLength(1);
    const downloaded = await fetch(`${base}/api/v4/projects/${project.id}${accepted.body.url}`, {
      headers: { 'private-token': user.token },
    });
    expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(mib);

    // Beyond the 10 MiB other forms are read up to, as far as the setting allows.
    await setSettings({ max_attachment_size: 12 });
    expect((await upload('eleven.bin', new Uint8Array(11 * 1024 * 1024))).status).toBe(201);
    expect((await upload('thirteen.bin', new Uint8Array(13 * 1024 * 1024))).status).toBe(413);
    expect(await storedFiles()).toHaveLength(2);
  });
});

describe('python-gitlab 3.12 against the enforced settings', () => {
  it('sees the restricted levels, the snippet size limit and the attachment size as GitLab answers them', async () => {
    const user = await createUser(t);
    await setSettings({
      restricted_visibility_levels: ['public'],
      default_project_visibility: 'internal',
      snippet_size_limit: 10,
      max_attachment_size: 1,
    });
    const result = await runPythonGitlab<any>(t, 'settings_limits.py', { token: user.token });
    expect(result).toEqual({
      default_visibility: 'internal',
      snippet_too_big: { content: ['is too long (11 Bytes). The maximum size is 10 Bytes.'] },
      snippets: 0,
      upload: { alt: 'notes.txt', markdown: true },
    });
  });
});
