import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectSnippetRawUrlsDocument } from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createToken, createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs } from './support/git.ts';
import { addMember } from './support/membership.ts';

let t: TestApp;
let member: CreatedUser;
let reporter: CreatedUser;
let outsider: CreatedUser;
let project: { id: number };

beforeAll(async () => {
  t = await startTestApp();
  member = await createUser(t);
  reporter = await createUser(t);
  outsider = await createUser(t);
  const created = await t.post('/projects', { body: { name: `snip-${Date.now()}`, visibility: 'public' } });
  project = created.body;
  await addMember(t, 'projects', project.id, member.id, 30);
  await addMember(t, 'projects', project.id, reporter.id, 20);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

async function createSnippet(body: Record<string, unknown>, token?: string) {
  const response = await t.post(`/projects/${project.id}/snippets`, {
    body,
    token,
    headers: { 'user-agent': 'snippet-test/1.0' },
  });
  expect(response.status, response.text).toBe(201);
  return response.body as { id: number; files: { path: string; raw_url: string }[] };
}

/** The snippet's repository on disk, found through the storage layout. */
function snippetRepoPath(id: number): string {
  return t.running.services.storages.repository('default', { kind: 'snippet', id }).path;
}

describe('project snippets', () => {
  it('creates a multi-file snippet, then updates it with every action, keeping history', async () => {
    const snippet = await createSnippet(
      {
        title: 'Notes',
        description: 'Two files',
        visibility: 'private',
        files: [
          { file_path: 'a.md', content: 'alpha\n' },
          { file_path: 'dir/b.txt', content: 'beta\n' },
        ],
      },
      member.token,
    );
    expect(snippet).toMatchObject({
      title: 'Notes',
      file_name: 'a.md',
      visibility: 'private',
      project_id: project.id,
    });
    expect(snippet.files.map((f) => f.path)).toEqual(['a.md', 'dir/b.txt']);
    await fs.access(path.join(snippetRepoPath(snippet.id), 'HEAD'));

    const firstCommit = (await t.running.services.storages
      .repository('default', { kind: 'snippet', id: snippet.id })
      .resolveCommit('main'))!;
    const updated = await t.put(`/projects/${project.id}/snippets/${snippet.id}`, {
      token: member.token,
      body: {
        title: 'Notes v2',
        files: [
          { action: 'update', file_path: 'a.md', content: 'alpha 2\n' },
          { action: 'move', file_path: 'dir/c.txt', previous_path: 'dir/b.txt' },
          { action: 'create', file_path: 'new.md', content: 'new\n' },
        ],
      },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.title).toBe('Notes v2');
    expect(updated.body.files.map((f: { path: string }) => f.path)).toEqual(['a.md', 'dir/c.txt', 'new.md']);
    const deleted = await t.put(`/projects/${project.id}/snippets/${snippet.id}`, {
      token: member.token,
      body: { files: [{ action: 'delete', file_path: 'new.md' }] },
    });
    expect(deleted.body.files.map((f: { path: string }) => f.path)).toEqual(['a.md', 'dir/c.txt']);

    const raw = await t.get(`/projects/${project.id}/snippets/${snippet.id}/raw`, { token: member.token });
    expect(raw.text).toBe('alpha 2\n');
    const atMain = await t.get(
      `/projects/${project.id}/snippets/${snippet.id}/files/main/${encodeURIComponent('dir/c.txt')}/raw`,
      {
        token: member.token,
      },
    );
    expect(atMain.text).toBe('beta\n');
    const old = await t.get(
      `/projects/${project.id}/snippets/${snippet.id}/files/${firstCommit}/${encodeURIComponent('dir/b.txt')}/raw`,
      {
        token: member.token,
      },
    );
    expect(old.status).toBe(200);
    expect(old.text).toBe('beta\n');
    expect(
      (
        await t.get(
          `/projects/${project.id}/snippets/${snippet.id}/files/main/${encodeURIComponent('dir/b.txt')}/raw`,
          { token: member.token },
        )
      ).status,
    ).toBe(404);
  });

  it('keeps single-file snippets working with the deprecated content and file_name', async () => {
    const snippet = await createSnippet({
      title: 'One',
      file_name: 'one.rb',
      content: 'puts 1',
      visibility: 'public',
    });
    const updated = await t.put(`/projects/${project.id}/snippets/${snippet.id}`, {
      body: { file_name: 'two.rb', content: 'puts 2' },
    });
    expect(updated.body.file_name).toBe('two.rb');
    expect((await t.get(`/projects/${project.id}/snippets/${snippet.id}/raw`)).text).toBe('puts 2');

    const multi = await createSnippet({
      title: 'Multi',
      files: [
        { file_path: 'x', content: 'x' },
        { file_path: 'y', content: 'y' },
      ],
    });
    const refused = await t.put(`/projects/${project.id}/snippets/${multi.id}`, { body: { content: 'z' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('you must use the `files` parameter');
  });

  it('applies the visibility rules of the spec', async () => {
    const made = {
      private: await createSnippet({
        title: 'p',
        visibility: 'private',
        files: [{ file_path: 'p', content: 'p' }],
      }),
      internal: await createSnippet({
        title: 'i',
        visibility: 'internal',
        files: [{ file_path: 'i', content: 'i' }],
      }),
      public: await createSnippet({
        title: 'u',
        visibility: 'public',
        files: [{ file_path: 'u', content: 'u' }],
      }),
    };
    const status = async (id: number, token: string | null) =>
      (await t.get(`/projects/${project.id}/snippets/${id}`, { token })).status;
    expect(await status(made.public.id, null)).toBe(200);
    expect(await status(made.internal.id, null)).toBe(404);
    expect(await status(made.private.id, null)).toBe(404);
    expect(await status(made.internal.id, outsider.token)).toBe(200);
    expect(await status(made.private.id, outsider.token)).toBe(404);
    expect(await status(made.private.id, reporter.token)).toBe(200);

    // GitLab lists project snippets to signed-in users only; anonymous callers read them one by one.
    expect((await t.get(`/projects/${project.id}/snippets`, { token: null })).status).toBe(401);
    const outsiderList = await t.get(`/projects/${project.id}/snippets`, { token: outsider.token });
    const ids = outsiderList.body.map((s: { id: number }) => s.id);
    expect(ids).toContain(made.public.id);
    expect(ids).toContain(made.internal.id);
    expect(ids).not.toContain(made.private.id);
  });

  it('lets authors and maintainers change snippets, and reporters only their own', async () => {
    const own = await createSnippet(
      { title: 'mine', visibility: 'public', files: [{ file_path: 'm', content: 'm' }] },
      reporter.token,
    );
    const others = await createSnippet(
      { title: 'theirs', visibility: 'public', files: [{ file_path: 't', content: 't' }] },
      member.token,
    );
    expect(
      (
        await t.put(`/projects/${project.id}/snippets/${own.id}`, {
          token: reporter.token,
          body: { title: 'mine 2' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.put(`/projects/${project.id}/snippets/${others.id}`, {
          token: reporter.token,
          body: { title: 'x' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.post(`/projects/${project.id}/snippets`, {
          token: outsider.token,
          body: { title: 'no', files: [{ file_path: 'n', content: 'n' }] },
        })
      ).status,
    ).toBe(403);
  });

  it('shows the user agent detail to administrators only', async () => {
    const snippet = await createSnippet({ title: 'ua', files: [{ file_path: 'u', content: 'u' }] });
    const detail = await t.get(`/projects/${project.id}/snippets/${snippet.id}/user_agent_detail`);
    expect(detail.body).toEqual({
      user_agent: 'snippet-test/1.0',
      ip_address: '127.0.0.1',
      akismet_submitted: false,
    });
    expect(
      (
        await t.get(`/projects/${project.id}/snippets/${snippet.id}/user_agent_detail`, {
          token: member.token,
        })
      ).status,
    ).toBe(403);
  });

  it('deletes a snippet with its repository, and 404s after', async () => {
    const snippet = await createSnippet({ title: 'gone', files: [{ file_path: 'g', content: 'g' }] });
    const dir = snippetRepoPath(snippet.id);
    await fs.access(dir);
    expect((await t.delete(`/projects/${project.id}/snippets/${snippet.id}`)).status).toBe(204);
    await expect(fs.access(dir)).rejects.toThrow();
    expect((await t.delete(`/projects/${project.id}/snippets/${snippet.id}`)).status).toBe(404);
  });

  it('refuses content above snippet_size_limit with a 400, writing nothing', async () => {
    const small = await startTestApp();
    try {
      expect(
        (await small.put('/application/settings', { body: { snippet_size_limit: 10 } })).body,
      ).toMatchObject({ snippet_size_limit: 10 });
      const p = (await small.post('/projects', { body: { name: 'limits' } })).body as { id: number };
      const refused = await small.post(`/projects/${p.id}/snippets`, {
        body: { title: 'big', files: [{ file_path: 'big.txt', content: 'x'.repeat(11) }] },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        message: { content: ['is too long (11 Bytes). The maximum size is 10 Bytes.'] },
      });
      expect((await small.get(`/projects/${p.id}/snippets`)).body).toEqual([]);
      const root = path.join(
        path.dirname(
          path.dirname(
            small.running.services.storages.repository('default', { kind: 'snippet', id: 1 }).path,
          ),
        ),
        '..',
      );
      const entries = await fs.readdir(root).catch(() => []);
      expect(entries).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

describe('the web addresses of raw snippet files', () => {
  it('are what raw_url gives, and serve the files to those the API serves them to', async () => {
    const owned = (
      await t.post('/projects', { body: { name: `web-raw-${Date.now()}`, visibility: 'public' } })
    ).body as { id: number; path_with_namespace: string };
    await addMember(t, 'projects', owned.id, member.id, 30);
    const created = await t.post(`/projects/${owned.id}/snippets`, {
      token: member.token,
      body: {
        title: 'Web',
        visibility: 'private',
        files: [
          { file_path: 'a.md', content: 'alpha\n' },
          { file_path: 'dir/b c.txt', content: 'beta\n' },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    const web = `http://railyard.test/${owned.path_with_namespace}/-/snippets/${created.body.id}`;
    expect(created.body).toMatchObject({
      web_url: web,
      raw_url: `${web}/raw`,
      files: [
        { path: 'a.md', raw_url: `${web}/raw/main/a.md` },
        { path: 'dir/b c.txt', raw_url: `${web}/raw/main/dir/b%20c.txt` },
      ],
    });
    const blobs = await t.graphql(
      ProjectSnippetRawUrlsDocument,
      { fullPath: owned.path_with_namespace },
      member.token,
    );
    expect(blobs.data!.project!.snippets!.nodes[0]).toEqual({
      webUrl: web,
      blobs: {
        nodes: created.body.files.map((f: { path: string; raw_url: string }) => ({
          path: f.path,
          rawUrl: f.raw_url,
        })),
      },
    });

    const path = (url: string) => url.replace('http://railyard.test', '');
    const fetchRaw = (url: string, headers: Record<string, string> = {}) =>
      t.running.app.inject({ method: 'GET', url: path(url), headers });
    const byHeader = await fetchRaw(created.body.files[1].raw_url, { 'private-token': member.token });
    expect(byHeader.statusCode, byHeader.body).toBe(200);
    expect(byHeader.body).toBe('beta\n');
    expect(byHeader.headers).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'content-disposition': 'inline; filename="b c.txt"',
      'x-content-type-options': 'nosniff',
    });
    const first = await fetchRaw(`${created.body.raw_url}?private_token=${member.token}`);
    expect(first.body).toBe('alpha\n');
    const download = await fetchRaw(`${created.body.files[0].raw_url}?inline=false`, {
      authorization: `Bearer ${member.token}`,
    });
    expect(download.headers['content-disposition']).toBe('attachment; filename="a.md"');
    expect(download.body).toBe('alpha\n');

    // The API's raw endpoint's rules: a private snippet is hidden from non-members and anonymous callers.
    const api = `/projects/${owned.id}/snippets/${created.body.id}/files/main/a.md/raw`;
    for (const token of [null, outsider.token]) {
      const refused = await fetchRaw(created.body.files[0].raw_url, token ? { 'private-token': token } : {});
      const viaApi = await t.get(api, { token });
      expect([refused.statusCode, refused.json()]).toEqual([404, { message: '404 Snippet Not Found' }]);
      expect([viaApi.status, viaApi.body]).toEqual([refused.statusCode, refused.json()]);
    }
    const wrongScope = await createToken(t, member.id, ['read_repository']);
    const scoped = await fetchRaw(created.body.files[0].raw_url, { 'private-token': wrongScope });
    expect(scoped.statusCode).toBe(403);
    expect(scoped.json()).toMatchObject({ error: 'insufficient_scope' });
    expect((await fetchRaw(created.body.files[0].raw_url, { 'private-token': 'nope' })).statusCode).toBe(401);
    const headers = { 'private-token': member.token };
    expect((await fetchRaw(`${web}/raw/main/missing.md`, headers)).json()).toEqual({
      message: '404 File Not Found',
    });
    expect((await fetchRaw(`${web}/raw/nope/a.md`, headers)).statusCode).toBe(404);
    expect((await fetchRaw(`${web}/raw/main`, headers)).statusCode).toBe(404);
    // A path stepping out of the tree names no file (git itself would give up on the whole batch).
    const outside = '..%2F..%2Fetc%2Fpasswd';
    expect((await fetchRaw(`${web}/raw/main/${outside}`, headers)).json()).toEqual({
      message: '404 File Not Found',
    });
    expect(
      (await t.get(`/projects/${owned.id}/snippets/${created.body.id}/files/main/${outside}/raw`)).body,
    ).toEqual({ message: '404 File Not Found' });
    expect((await fetchRaw(created.body.files[0].raw_url, headers)).body).toBe('alpha\n');
    const huge = web.replace(/\d+$/, '99999999999');
    expect((await fetchRaw(`${huge}/raw/main/a.md`, headers)).json()).toEqual({
      message: '404 Snippet Not Found',
    });

    // A public snippet needs no credentials; an old project path redirects to the new one.
    const open = await t.post(`/projects/${owned.id}/snippets`, {
      token: member.token,
      body: { title: 'Open', visibility: 'public', files: [{ file_path: 'o.txt', content: 'open\n' }] },
    });
    expect((await fetchRaw(open.body.files[0].raw_url)).body).toBe('open\n');
    const renamed = await t.put(`/projects/${owned.id}`, { body: { path: `renamed-${Date.now()}` } });
    expect(renamed.status, renamed.text).toBe(200);
    const moved = await fetchRaw(`${open.body.files[0].raw_url}?inline=false`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(
      `/${renamed.body.path_with_namespace}/-/snippets/${open.body.id}/raw/main/o.txt?inline=false`,
    );
  });
});
