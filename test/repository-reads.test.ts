import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles, tempDir } from './support/git.ts';

const execFileAsync = promisify(execFile);

let t: TestApp;
let outsider: CreatedUser;
let repo: { id: number; fullPath: string; sha: string; dir: string };

const FILES: Record<string, string | Buffer> = {
  'README.md': '# Reads\n',
  'docs/guide.md': 'guide\n',
  'docs/api/index.md': 'api index\n',
  'src/main.ts': 'console.log("main");\n',
  'bin/tool': Buffer.from([0, 1, 2, 3, 255, 254]),
};

beforeAll(async () => {
  t = await startTestApp({ env: { ARCHIVE_RATE_LIMIT_PER_MINUTE: '100' } });
  outsider = await createUser(t);
  repo = await projectWithFiles(t, FILES, { visibility: 'private' });
  await fs.chmod(path.join(repo.dir, 'bin/tool'), 0o755);
  await commitFiles(repo.dir, {}, 'Make the tool executable');
  for (let i = 0; i < 25; i++)
    await fs.writeFile(path.join(repo.dir, 'docs', `page-${String(i).padStart(2, '0')}.md`), `page ${i}\n`);
  await commitFiles(repo.dir, {}, 'Add pages');
  await git(repo.dir, ['push', '--quiet', 'origin', 'main']);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

/** `git ls-tree` in the pushed work tree, as the API's entries. */
async function lsTree(args: string[]) {
  const out = (await git(repo.dir, ['ls-tree', ...args])).stdout;
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [meta, file] = line.split('\t') as [string, string];
      const [mode, type, id] = meta.split(' ');
      return { id, name: path.basename(file), type, path: file, mode };
    });
}

describe('repository tree', () => {
  it('lists the root, a directory and the recursive tree as git ls-tree does', async () => {
    const root = await t.get(`/projects/${repo.id}/repository/tree`, { query: { per_page: '100' } });
    expect(root.status).toBe(200);
    expect(root.body).toEqual(await lsTree(['main']));

    const docs = await t.get(`/projects/${repo.id}/repository/tree`, {
      query: { path: 'docs/api', ref: 'main' },
    });
    expect(docs.body).toEqual(await lsTree(['main', 'docs/api/']));

    const all = await t.get(`/projects/${repo.id}/repository/tree`, {
      query: { recursive: 'true', per_page: '100' },
    });
    expect(all.body).toEqual(await lsTree(['-r', '-t', 'main']));
    expect(all.body.find((e: { path: string }) => e.path === 'bin/tool').mode).toBe('100755');
  });

  it('pages with keyset pagination through page_token and a Link header', async () => {
    const expected = await lsTree(['main', 'docs/']);
    const seen: unknown[] = [];
    let query: Record<string, string> = { path: 'docs', pagination: 'keyset', per_page: '10' };
    for (let i = 0; i < 10; i++) {
      const page = await t.get(`/projects/${repo.id}/repository/tree`, { query });
      expect(page.status).toBe(200);
      seen.push(...page.body);
      const link = page.headers['link'] as string | undefined;
      if (!link) break;
      const next = new URL(/<([^>]+)>; rel="next"/.exec(link)![1]!);
      query = Object.fromEntries(next.searchParams);
    }
    expect(seen).toEqual(expected);
    expect(expected.length).toBeGreaterThan(20);
  });

  it('answers 404 for a missing path or ref', async () => {
    expect((await t.get(`/projects/${repo.id}/repository/tree`, { query: { path: 'nope' } })).body).toEqual({
      message: '404 Tree Not Found',
    });
    expect((await t.get(`/projects/${repo.id}/repository/tree`, { query: { ref: 'nope' } })).status).toBe(
      404,
    );
  });
});

describe('blobs', () => {
  it('returns Base64 content and raw bytes', async () => {
    const sha = (await git(repo.dir, ['rev-parse', 'main:bin/tool'])).stdout.trim();
    const blob = await t.get(`/projects/${repo.id}/repository/blobs/${sha}`);
    expect(blob.body).toMatchObject({ size: 6, encoding: 'base64', sha });
    expect(Buffer.from(blob.body.content as string, 'base64')).toEqual(FILES['bin/tool']);

    const base = await t.listen();
    const raw = await fetch(`${base}/api/v4/projects/${repo.id}/repository/blobs/${sha}/raw`, {
      headers: { 'private-token': ROOT_TOKEN },
    });
    expect(raw.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await raw.arrayBuffer())).toEqual(FILES['bin/tool']);

    const textSha = (await git(repo.dir, ['rev-parse', 'main:README.md'])).stdout.trim();
    const text = await t.get(`/projects/${repo.id}/repository/blobs/${textSha}/raw`);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.text).toBe('# Reads\n');
  });

  it('refuses unknown blobs and trees given as blobs', async () => {
    const treeSha = (await git(repo.dir, ['rev-parse', 'main:docs'])).stdout.trim();
    expect((await t.get(`/projects/${repo.id}/repository/blobs/${treeSha}`)).body).toEqual({
      message: '404 Blob Not Found',
    });
    expect((await t.get(`/projects/${repo.id}/repository/blobs/${'a'.repeat(40)}/raw`)).status).toBe(404);
  });
});

describe('archives', () => {
  const extractors: Record<string, (file: string, into: string) => string[][]> = {
    'tar.gz': (file, into) => [['tar', '-xzf', file, '-C', into]],
    tar: (file, into) => [['tar', '-xf', file, '-C', into]],
    zip: (file, into) => [['unzip', '-q', file, '-d', into]],
  };
  for (const format of ['tar.bz2', 'bz2', 'tb2', 'tbz', 'tbz2']) {
    extractors[format] = (file, into) => [['tar', '-xjf', file, '-C', into]];
  }

  for (const format of Object.keys(extractors)) {
    it(`streams a ${format} archive whose files are what was pushed`, async () => {
      const { files, prefix } = await downloadAndExtract(`archive.${format}`, {}, extractors[format]!);
      expect(prefix).toMatch(/^repo-[a-z0-9]+-main$/);
      for (const [name, content] of Object.entries(FILES)) {
        expect(files.get(name), name).toEqual(Buffer.from(content));
      }
      expect(files.size).toBe(Object.keys(FILES).length + 25);
    });
  }

  it('defaults to tar.gz and archives one directory at a given sha', async () => {
    const { files, contentType } = await downloadAndExtract(
      'archive',
      { sha: repo.sha, path: 'docs' },
      extractors['tar.gz']!,
    );
    expect(contentType).toBe('application/gzip');
    expect([...files.keys()].sort()).toEqual(['docs/api/index.md', 'docs/guide.md']);
  });

  it('rejects an unknown format', async () => {
    const response = await t.get(`/projects/${repo.id}/repository/archive.rar`);
    expect(response.status).toBe(400);
  });

  async function downloadAndExtract(
    endpoint: string,
    query: Record<string, string>,
    extract: (file: string, into: string) => string[][],
  ) {
    const base = await t.listen();
    const url = new URL(`${base}/api/v4/projects/${repo.id}/repository/${endpoint}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const response = await fetch(url, { headers: { 'private-token': ROOT_TOKEN } });
    expect(response.status).toBe(200);
    const dir = await tempDir();
    const file = path.join(dir, 'download');
    await fs.writeFile(file, Buffer.from(await response.arrayBuffer()));
    const into = path.join(dir, 'out');
    await fs.mkdir(into);
    for (const [cmd, ...args] of extract(file, into)) await execFileAsync(cmd!, args);
    const [prefix] = await fs.readdir(into);
    const files = new Map<string, Buffer>();
    const walk = async (dirPath: string, rel: string): Promise<void> => {
      for (const entry of await fs.readdir(dirPath, { withFileTypes: true })) {
        const full = path.join(dirPath, entry.name);
        if (entry.isDirectory()) await walk(full, `${rel}${entry.name}/`);
        else files.set(`${rel}${entry.name}`, await fs.readFile(full));
      }
    };
    await walk(path.join(into, prefix!), '');
    return { files, prefix, contentType: response.headers.get('content-type') };
  }
});

describe('archive rate limit', () => {
  it('answers 429 once the per-minute limit is used up', async () => {
    const limited = await startTestApp({ env: { ARCHIVE_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const project = await projectWithFiles(limited, { 'a.txt': 'a\n' }, { visibility: 'public' });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await limited.get(`/projects/${project.id}/repository/archive.zip`)).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await limited.get(`/projects/${project.id}/repository/archive.zip`);
      expect(refused.body).toEqual({
        message: 'This endpoint has been requested too many times. Try again later.',
      });
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('compare, contributors and merge base', () => {
  let fork: { base: string; feature: string; main: string };

  beforeAll(async () => {
    const base = (await git(repo.dir, ['rev-parse', 'HEAD'])).stdout.trim();
    await git(repo.dir, ['checkout', '--quiet', '-b', 'feature']);
    await commitFiles(
      repo.dir,
      { 'src/feature.ts': 'export const f = 1;\n', 'README.md': '# Reads\nfeature\n' },
      'Add feature',
      {
        GIT_AUTHOR_NAME: 'Fern',
        GIT_AUTHOR_EMAIL: 'fern@example.com',
      },
    );
    await git(repo.dir, ['mv', 'docs/guide.md', 'docs/handbook.md']);
    await commitFiles(repo.dir, {}, 'Rename the guide', {
      GIT_AUTHOR_NAME: 'Fern',
      GIT_AUTHOR_EMAIL: 'fern@example.com',
    });
    const feature = (await git(repo.dir, ['rev-parse', 'HEAD'])).stdout.trim();
    await git(repo.dir, ['checkout', '--quiet', 'main']);
    await commitFiles(repo.dir, { 'src/main.ts': 'console.log("main 2");\n' }, 'Change main');
    await git(repo.dir, ['merge', '--quiet', '--no-ff', '-m', 'Merge feature', 'feature']);
    await git(repo.dir, ['push', '--quiet', 'origin', 'main', 'feature']);
    const main = (await git(repo.dir, ['rev-parse', 'HEAD'])).stdout.trim();
    fork = { base, feature, main };
  });

  it('compares through the merge base by default, and straight when asked', async () => {
    const response = await t.get(`/projects/${repo.id}/repository/compare`, {
      query: { from: fork.base, to: 'feature' },
    });
    expect(response.status).toBe(200);
    const expectedCommits = (await git(repo.dir, ['rev-list', '--reverse', `${fork.base}..feature`])).stdout
      .trim()
      .split('\n');
    expect(response.body.commits.map((c: { id: string }) => c.id)).toEqual(expectedCommits);
    expect(response.body.commit.id).toBe(fork.feature);
    const names = (await git(repo.dir, ['diff', '--name-status', '-M', fork.base, 'feature'])).stdout;
    expect(names).toContain('R100\tdocs/guide.md\tdocs/handbook.md');
    const rename = response.body.diffs.find((d: { new_path: string }) => d.new_path === 'docs/handbook.md');
    expect(rename).toMatchObject({
      old_path: 'docs/guide.md',
      renamed_file: true,
      new_file: false,
      deleted_file: false,
    });
    const added = response.body.diffs.find((d: { new_path: string }) => d.new_path === 'src/feature.ts');
    expect(added).toMatchObject({ new_file: true, a_mode: '0', b_mode: '100644' });
    expect(added.diff).toBe('@@ -0,0 +1 @@\n+export const f = 1;\n');
    expect(response.body).toMatchObject({ compare_timeout: false, compare_same_ref: false });

    const straight = await t.get(`/projects/${repo.id}/repository/compare`, {
      query: { from: 'main', to: 'feature', straight: 'true' },
    });
    const diffNames = (await git(repo.dir, ['diff', '--name-only', '-M', 'main', 'feature'])).stdout
      .trim()
      .split('\n');
    expect(straight.body.diffs.map((d: { new_path: string }) => d.new_path).sort()).toEqual(diffNames.sort());
    expect(straight.body.commits).toEqual([]);

    const unidiff = await t.get(`/projects/${repo.id}/repository/compare`, {
      query: { from: fork.base, to: 'feature', unidiff: 'true' },
    });
    const readme = unidiff.body.diffs.find((d: { new_path: string }) => d.new_path === 'README.md');
    expect(readme.diff.startsWith('--- a/README.md\n+++ b/README.md\n@@')).toBe(true);

    const same = await t.get(`/projects/${repo.id}/repository/compare`, {
      query: { from: 'main', to: 'main' },
    });
    expect(same.body).toMatchObject({ compare_same_ref: true, commits: [], diffs: [], commit: null });

    expect(
      (await t.get(`/projects/${repo.id}/repository/compare`, { query: { from: 'nope', to: 'main' } }))
        .status,
    ).toBe(404);
    expect((await t.get(`/projects/${repo.id}/repository/compare`, { query: { from: 'main' } })).status).toBe(
      400,
    );
  });

  it('compares with a commit of another project through from_project_id', async () => {
    const other = await projectWithFiles(t, { 'other.txt': 'other\n' });
    const response = await t.get(`/projects/${repo.id}/repository/compare`, {
      query: { from: other.sha, to: 'main', from_project_id: String(other.id), straight: 'true' },
    });
    expect(response.status).toBe(200);
    expect(response.body.diffs.find((d: { old_path: string }) => d.old_path === 'other.txt')).toMatchObject({
      deleted_file: true,
    });
  });

  it('counts contributors as git log does, without merges', async () => {
    const response = await t.get(`/projects/${repo.id}/repository/contributors`, {
      query: { order_by: 'commits', sort: 'desc' },
    });
    expect(response.status).toBe(200);
    const log = (await git(repo.dir, ['log', '--no-merges', '--numstat', '--format=@%ae', 'main'])).stdout;
    const expected = new Map<string, { commits: number; additions: number; deletions: number }>();
    let email = '';
    for (const line of log.split('\n')) {
      if (line.startsWith('@')) {
        email = line.slice(1);
        const entry = expected.get(email) ?? { commits: 0, additions: 0, deletions: 0 };
        entry.commits += 1;
        expected.set(email, entry);
      } else if (line) {
        const [a, d] = line.split('\t');
        expected.get(email)!.additions += Number(a) || 0;
        expected.get(email)!.deletions += Number(d) || 0;
      }
    }
    const got = new Map(
      (response.body as { email: string; commits: number; additions: number; deletions: number }[]).map(
        (c) => [c.email, { commits: c.commits, additions: c.additions, deletions: c.deletions }],
      ),
    );
    expect(got).toEqual(expected);
    const commits = (response.body as { commits: number }[]).map((c) => c.commits);
    expect(commits).toEqual([...commits].sort((a, b) => b - a));
    const byName = await t.get(`/projects/${repo.id}/repository/contributors`, {
      query: { order_by: 'name' },
    });
    expect(byName.body.map((c: { name: string }) => c.name)).toEqual(['Fern', 'Test Author']);
  });

  it('finds the merge base of two or more refs as git merge-base does', async () => {
    const response = await t.get(`/projects/${repo.id}/repository/merge_base`, {
      query: { 'refs[]': [fork.base, 'feature'] },
    });
    expect(response.status).toBe(200);
    const expected = (await git(repo.dir, ['merge-base', fork.base, 'feature'])).stdout.trim();
    expect(response.body).toMatchObject({
      id: expected,
      parent_ids: expect.any(Array),
      committer_name: 'Test Committer',
    });

    const few = await t.get(`/projects/${repo.id}/repository/merge_base`, { query: { 'refs[]': ['main'] } });
    expect(few.status).toBe(400);
    expect(few.body).toEqual({ message: 'Provide at least 2 refs' });
    const unknown = await t.get(`/projects/${repo.id}/repository/merge_base`, {
      query: { 'refs[]': ['main', 'nope'] },
    });
    expect(unknown.body).toEqual({ message: 'Could not find ref: nope' });
  });
});

describe('compare limits', () => {
  it('leaves out the text of a diff above the per-file limit, and keeps the others', async () => {
    const big = Array.from({ length: 12_000 }, (_, i) => `line ${i} of a large generated file`).join('\n');
    const project = await projectWithFiles(t, { 'small.txt': 'a\n' });
    const to = await commitFiles(project.dir, { 'big.txt': big, 'small.txt': 'b\n' }, 'Big change');
    await git(project.dir, ['push', '--quiet', 'origin', 'main']);
    const response = await t.get(`/projects/${project.id}/repository/compare`, {
      query: { from: project.sha, to },
    });
    const byPath = Object.fromEntries(
      (response.body.diffs as { new_path: string; diff: string; too_large: boolean }[]).map((d) => [
        d.new_path,
        d,
      ]),
    );
    expect(byPath['big.txt']).toMatchObject({ diff: '', too_large: true, new_file: true });
    expect(byPath['small.txt']).toMatchObject({ diff: '@@ -1 +1 @@\n-a\n+b\n', too_large: false });
  });

  it('answers compare_timeout when the diff takes longer than allowed', async () => {
    const slow = await startTestApp({ env: { COMPARE_TIMEOUT_SECONDS: '0.001' } });
    try {
      const project = await projectWithFiles(slow, { 'a.txt': 'a\n' });
      // A diff of a hundred thousand lines takes git far longer than the millisecond allowed.
      const lines = Array.from({ length: 100_000 }, (_, i) => `line ${i}`).join('\n');
      const to = await commitFiles(project.dir, { 'b.txt': `${lines}\n` }, 'More');
      await git(project.dir, ['push', '--quiet', 'origin', 'main']);
      const response = await slow.get(`/projects/${project.id}/repository/compare`, {
        query: { from: project.sha, to },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ compare_timeout: true, diffs: [] });
      expect(response.body.commits.map((c: { id: string }) => c.id)).toEqual([to]);
    } finally {
      await slow.close();
    }
  });
});

describe('who may read', () => {
  it('lets anonymous callers read public repositories and hides private ones', async () => {
    const open = await projectWithFiles(t, { 'a.txt': 'a\n' }, { visibility: 'public' });
    expect((await t.get(`/projects/${open.id}/repository/tree`, { token: null })).status).toBe(200);
    expect((await t.get(`/projects/${open.id}/repository/contributors`, { token: null })).status).toBe(200);
    expect((await t.get(`/projects/${repo.id}/repository/tree`, { token: null })).status).toBe(404);
    expect((await t.get(`/projects/${repo.id}/repository/tree`, { token: outsider.token })).status).toBe(404);
  });
});
