import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
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
    const small = await startTestApp({ env: { SNIPPET_SIZE_LIMIT: '10' } });
    try {
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
