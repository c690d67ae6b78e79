import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PackageDetailsShapeDocument } from '#test/generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';
import {
  buildWheel,
  npmClient,
  npmPackage,
  pipInstall,
  tempDir,
  twineUpload,
} from './support/package-clients.ts';

// The package registries with their real clients: the npm CLI, twine and pip, and plain HTTP for
// generic packages; protection rules and plan limits refuse pushes and leave nothing behind.
let t: TestApp;
let base: string;
let work: { dir: string; remove: () => Promise<void> };
let dataDir: { dir: string; remove: () => Promise<void> };
let projectId: number;
let developer: CreatedUser;
let maintainer: CreatedUser;

async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir.dir, 'packages');
  const found: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push(full);
    }
  };
  await walk(root);
  return found.sort();
}

async function packageCount(): Promise<number> {
  const response = await t.get(`/projects/${projectId}/packages`, { query: { per_page: 100 } });
  expect(response.status).toBe(200);
  return response.body.length;
}

beforeAll(async () => {
  dataDir = await tempDir('railyard-packages-data-');
  t = await startTestApp({ env: { DATA_DIR: dataDir.dir } });
  base = await t.listen();
  work = await tempDir('railyard-packages-');
  const project = await t.post('/projects', { body: { name: unique('registry') } });
  expect(project.status).toBe(201);
  projectId = project.body.id;
  developer = await createUser(t);
  maintainer = await createUser(t);
  for (const [user, level] of [
    [developer, 30],
    [maintainer, 40],
  ] as const) {
    const added = await t.post(`/projects/${projectId}/members`, {
      body: { user_id: user.id, access_level: level },
    });
    expect(added.status).toBe(201);
  }
}, 60_000);

afterAll(async () => {
  await work?.remove();
  await t?.close();
  await dataDir?.remove();
});

describe('npm registry', () => {
  it('publishes with `npm publish` and installs with `npm install`', async () => {
    const registry = `${base}/api/v4/projects/${projectId}/packages/npm/`;
    const npm = await npmClient(path.join(work.dir, 'npm-home'), registry, '@acme', developer.token);
    const dir = await npmPackage(work.dir, '@acme/widget', '1.0.0', 'widget one');
    const published = await npm(['publish'], dir);
    expect(published.code, published.stderr).toBe(0);

    const metadata = await t.get(`/projects/${projectId}/packages/npm/@acme%2fwidget`);
    expect(metadata.status).toBe(200);
    expect(metadata.body['dist-tags']).toEqual({ latest: '1.0.0' });
    expect(metadata.body.versions['1.0.0'].dist.tarball).toMatch(
      /\/packages\/npm\/@acme\/widget\/-\/widget-1\.0\.0\.tgz$/,
    );

    const consumer = path.join(work.dir, 'npm-consumer');
    await fs.mkdir(consumer, { recursive: true });
    await fs.writeFile(
      path.join(consumer, 'package.json'),
      JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }),
    );
    const installed = await npm(['install', '@acme/widget@1.0.0'], consumer);
    expect(installed.code, installed.stderr).toBe(0);
    const main = await fs.readFile(path.join(consumer, 'node_modules/@acme/widget/index.js'), 'utf8');
    expect(main).toContain('widget one');

    const again = await npm(['publish'], dir);
    expect(again.code).not.toBe(0);
    // npm sees the version in the registry's document and stops before sending it.
    expect(again.stderr).toContain('You cannot publish over the previously published versions: 1.0.0.');
    // Sent anyway, the service refuses it in GitLab's words, and keeps the first.
    const direct = await fetch(`${registry}@acme%2fwidget`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${developer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(npmDocument('@acme/widget', '1.0.0', Buffer.from('other tarball'))),
    });
    expect(direct.status).toBe(403);
    expect(await direct.json()).toEqual({ message: 'Package already exists.' });
  }, 240_000);

  it('sets, lists and removes dist-tags with `npm dist-tag`', async () => {
    const registry = `${base}/api/v4/projects/${projectId}/packages/npm/`;
    const npm = await npmClient(path.join(work.dir, 'npm-home-tags'), registry, '@acme', developer.token);
    const added = await npm(['dist-tag', 'add', '@acme/widget@1.0.0', 'stable'], work.dir);
    expect(added.code, added.stderr).toBe(0);
    const tagUrl = `/projects/${projectId}/packages/npm/-/package/@acme%2fwidget/dist-tags`;
    expect((await t.get(tagUrl)).body).toEqual({ latest: '1.0.0', stable: '1.0.0' });
    // The tags are rows of the package: GraphQL and the Packages API show them.
    const [widget] = (
      await t.get(`/projects/${projectId}/packages`, { query: { package_name: '@acme/widget' } })
    ).body as { id: number; tags: { id: number; package_id: number; name: string }[] }[];
    expect(widget!.tags.map((tag) => [tag.name, tag.package_id])).toEqual([
      ['latest', widget!.id],
      ['stable', widget!.id],
    ]);
    const tagsInGraphql = async () => {
      const res = await t.graphql(
        PackageDetailsShapeDocument,
        { id: `gid://gitlab/Packages::Package/${widget!.id}` },
        developer.token,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.package!.tags!.nodes;
    };
    expect(await tagsInGraphql()).toEqual(
      widget!.tags.map((tag) => ({
        id: String(tag.id),
        name: tag.name,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      })),
    );
    const listed = await npm(['dist-tag', 'ls', '@acme/widget'], work.dir);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout.trim().split('\n').sort()).toEqual(['latest: 1.0.0', 'stable: 1.0.0']);
    const removed = await npm(['dist-tag', 'rm', '@acme/widget', 'stable'], work.dir);
    expect(removed.code, removed.stderr).toBe(0);
    expect((await t.get(tagUrl)).body).toEqual({ latest: '1.0.0' });
    expect((await tagsInGraphql()).map((tag) => tag.name)).toEqual(['latest']);
  }, 120_000);

  it('refuses a push a protection rule covers, storing nothing', async () => {
    const rule = await t.post(`/projects/${projectId}/packages/protection/rules`, {
      token: maintainer.token,
      body: {
        package_name_pattern: '@acme/secret-*',
        package_type: 'npm',
        minimum_access_level_for_push: 'maintainer',
      },
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    const before = { files: await storedFiles(), packages: await packageCount() };
    const npm = await npmClient(
      path.join(work.dir, 'npm-home-dev'),
      `${base}/api/v4/projects/${projectId}/packages/npm/`,
      '@acme',
      developer.token,
    );
    const dir = await npmPackage(work.dir, '@acme/secret-thing', '1.0.0', 'secret');
    const refused = await npm(['publish'], dir);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/403/);
    // npm shows only the status; the body carries GitLab's words.
    const direct = await fetch(`${base}/api/v4/projects/${projectId}/packages/npm/@acme%2fsecret-thing`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${developer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(npmDocument('@acme/secret-thing', '1.0.0', Buffer.from('tarball'))),
    });
    expect(direct.status).toBe(403);
    expect(await direct.json()).toEqual({ message: 'Package protected.' });
    expect(await storedFiles()).toEqual(before.files);
    expect(await packageCount()).toBe(before.packages);

    // A maintainer holds the level the rule asks for.
    const asMaintainer = await npmClient(
      path.join(work.dir, 'npm-home-maintainer'),
      `${base}/api/v4/projects/${projectId}/packages/npm/`,
      '@acme',
      maintainer.token,
    );
    const published = await asMaintainer(['publish'], dir);
    expect(published.code, published.stderr).toBe(0);
  }, 240_000);
});

describe('npm plan limit', () => {
  it("refuses a tarball over npm_max_file_size with GitLab's words, storing nothing", async () => {
    const before = { files: await storedFiles(), packages: await packageCount() };
    const limits = await t.request('PUT', '/application/plan_limits', {
      body: { plan_name: 'default', npm_max_file_size: 1000 },
    });
    expect(limits.status).toBe(200);
    const refused = await fetch(`${base}/api/v4/projects/${projectId}/packages/npm/@acme%2fhuge`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${developer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(npmDocument('@acme/huge', '1.0.0', Buffer.alloc(5000, 1))),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'File is too large.' });
    expect(await storedFiles()).toEqual(before.files);
    expect(await packageCount()).toBe(before.packages);
    await t.request('PUT', '/application/plan_limits', {
      body: { plan_name: 'default', npm_max_file_size: 524288000 },
    });
  });
});

describe('PyPI registry', () => {
  it('uploads with twine and installs with pip', async () => {
    const dist = path.join(work.dir, 'dist');
    await fs.mkdir(dist, { recursive: true });
    const wheel = await buildWheel(dist, 'acme-tool', '1.0.0', 'tool one');
    const repository = `${base}/api/v4/projects/${projectId}/packages/pypi`;
    const uploaded = await twineUpload(repository, '__token__', developer.token, [wheel]);
    expect(uploaded.code, uploaded.stdout + uploaded.stderr).toBe(0);

    const page = await t.get(`/projects/${projectId}/packages/pypi/simple/Acme_Tool`);
    expect(page.status).toBe(200);
    const sha256 = (await fs.readFile(wheel)).length > 0 ? await sha256Of(wheel) : '';
    expect(page.text).toContain(`#sha256=${sha256}`);
    expect(page.text).toContain('data-requires-python="&gt;=3.7"');

    const host = new URL(base);
    const index = `http://__token__:${developer.token}@${host.host}/api/v4/projects/${projectId}/packages/pypi/simple`;
    const target = path.join(work.dir, 'site');
    const installed = await pipInstall(index, host.hostname, target, ['acme-tool==1.0.0']);
    expect(installed.code, installed.stdout + installed.stderr).toBe(0);
    expect(await fs.readFile(path.join(target, 'acme_tool/__init__.py'), 'utf8')).toContain('tool one');
  }, 240_000);

  it('refuses a protected upload from twine, storing nothing', async () => {
    const rule = await t.post(`/projects/${projectId}/packages/protection/rules`, {
      token: maintainer.token,
      body: {
        package_name_pattern: 'guarded*',
        package_type: 'pypi',
        minimum_access_level_for_push: 'owner',
      },
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    const dist = path.join(work.dir, 'dist-guarded');
    await fs.mkdir(dist, { recursive: true });
    const wheel = await buildWheel(dist, 'guarded-lib', '1.0.0', 'guarded');
    const before = { files: await storedFiles(), packages: await packageCount() };
    const refused = await twineUpload(
      `${base}/api/v4/projects/${projectId}/packages/pypi`,
      '__token__',
      maintainer.token,
      [wheel],
    );
    expect(refused.code).not.toBe(0);
    expect(refused.stdout + refused.stderr).toMatch(/403/);
    expect(await storedFiles()).toEqual(before.files);
    expect(await packageCount()).toBe(before.packages);
  }, 120_000);

  it('refuses an upload over pypi_max_file_size with a 413, storing nothing', async () => {
    const dist = path.join(work.dir, 'dist-large');
    await fs.mkdir(dist, { recursive: true });
    const wheel = await buildWheel(dist, 'large-lib', '1.0.0', 'x'.repeat(20_000));
    const limits = await t.request('PUT', '/application/plan_limits', {
      body: { plan_name: 'default', pypi_max_file_size: 200 },
    });
    expect(limits.status).toBe(200);
    const before = { files: await storedFiles(), packages: await packageCount() };
    const refused = await twineUpload(
      `${base}/api/v4/projects/${projectId}/packages/pypi`,
      '__token__',
      developer.token,
      [wheel],
    );
    expect(refused.code).not.toBe(0);
    expect(refused.stdout + refused.stderr).toMatch(/413/);
    expect(await storedFiles()).toEqual(before.files);
    expect(await packageCount()).toBe(before.packages);
    await t.request('PUT', '/application/plan_limits', {
      body: { plan_name: 'default', pypi_max_file_size: 3221225472 },
    });
  }, 120_000);
});

/** The document `npm publish` sends, for requests made without the CLI. */
function npmDocument(name: string, version: string, tarball: Buffer) {
  const file = `${name.split('/').pop()}-${version}.tgz`;
  return {
    _id: name,
    name,
    'dist-tags': { latest: version },
    versions: { [version]: { name, version, dist: { tarball: `http://x/${file}` } } },
    _attachments: {
      [file]: {
        content_type: 'application/octet-stream',
        data: tarball.toString('base64'),
        length: tarball.length,
      },
    },
  };
}

async function sha256Of(file: string): Promise<string> {
  const { createHash } = await import('node:crypto');
  return createHash('sha256')
    .update(await fs.readFile(file))
    .digest('hex');
}

describe('generic packages', () => {
  const url = (name: string, version: string, file: string, query = '') =>
    `${base}/api/v4/projects/${projectId}/packages/generic/${name}/${version}/${file}${query}`;

  it('uploads and downloads a file, with select=package_file', async () => {
    const content = Buffer.from('generic bytes\n'.repeat(1000));
    const put = await fetch(url('tools', '1.2.3', 'tool.bin', '?select=package_file'), {
      method: 'PUT',
      headers: { 'PRIVATE-TOKEN': developer.token, 'content-type': 'application/octet-stream' },
      body: content,
    });
    expect(put.status).toBe(201);
    const file = (await put.json()) as Record<string, unknown>;
    expect(file).toMatchObject({ file_name: 'tool.bin', size: content.length });

    const plain = await fetch(url('tools', '1.2.3', 'notes.txt'), {
      method: 'PUT',
      headers: { 'JOB-TOKEN': 'nope' },
      body: 'x',
    });
    expect(plain.status).toBe(401);

    const got = await fetch(url('tools', '1.2.3', 'tool.bin'), {
      headers: { 'PRIVATE-TOKEN': developer.token },
    });
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer())).toEqual(content);

    const missing = await fetch(url('tools', '1.2.3', 'other.bin'), {
      headers: { 'PRIVATE-TOKEN': developer.token },
    });
    expect(missing.status).toBe(404);
    const badName = await fetch(url('to%20ols', '1.2.3', 'x.bin'), {
      method: 'PUT',
      headers: { 'PRIVATE-TOKEN': developer.token },
      body: 'x',
    });
    expect(badName.status).toBe(400);
  });

  it('refuses a protected push and a file over the plan limit, leaving nothing behind', async () => {
    const rule = await t.post(`/projects/${projectId}/packages/protection/rules`, {
      token: maintainer.token,
      body: {
        package_name_pattern: 'release-*',
        package_type: 'generic',
        minimum_access_level_for_push: 'maintainer',
      },
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    const before = { files: await storedFiles(), packages: await packageCount() };
    const refused = await fetch(url('release-bin', '1.0.0', 'app.bin'), {
      method: 'PUT',
      headers: { 'PRIVATE-TOKEN': developer.token },
      body: 'protected content',
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: '403 Forbidden - Package protected.' });

    const limits = await t.request('PUT', '/application/plan_limits', {
      body: { plan_name: 'default', generic_packages_max_file_size: 1024 },
    });
    expect(limits.status).toBe(200);
    const tooLarge = await fetch(url('big', '1.0.0', 'big.bin'), {
      method: 'PUT',
      headers: { 'PRIVATE-TOKEN': developer.token },
      body: Buffer.alloc(200 * 1024, 7),
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: '413 Request Entity Too Large' });
    const fits = await fetch(url('small', '1.0.0', 'small.bin'), {
      method: 'PUT',
      headers: { 'PRIVATE-TOKEN': developer.token },
      body: Buffer.alloc(1024, 7),
    });
    expect(fits.status).toBe(201);
    const after = await storedFiles();
    expect(after.length).toBe(before.files.length + 1);
    expect(await packageCount()).toBe(before.packages + 1);
    await t.request('PUT', '/application/plan_limits', {
      body: { plan_name: 'default', generic_packages_max_file_size: 5368709120 },
    });
  });
});
