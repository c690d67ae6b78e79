import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';
import { createGroup } from './support/membership.ts';
import { npmClient, npmPackage, tempDir } from './support/package-clients.ts';

// npm above the project level (a group's registry, the instance's registry) and after publishing
// (deprecate, unpublish), with the real npm CLI against the service.
let t: TestApp;
let base: string;
let work: { dir: string; remove: () => Promise<void> };
let group: { id: number; full_path: string };
let projectId: number;
let developer: CreatedUser;
let maintainer: CreatedUser;
let outsider: CreatedUser;
let scope: string;

const projectRegistry = () => `${base}/api/v4/projects/${projectId}/packages/npm/`;
const groupRegistry = () => `${base}/api/v4/groups/${group.id}/-/packages/npm/`;
const instanceRegistry = () => `${base}/api/v4/packages/npm/`;

/** An npm client for the scope at `registry` with `user`'s token, in a home of its own. */
const client = (registry: string, user: CreatedUser) =>
  npmClient(path.join(work.dir, unique('home')), registry, scope, user.token);

async function consumer(): Promise<string> {
  const dir = path.join(work.dir, unique('consumer'));
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }),
  );
  return dir;
}

async function publish(name: string, version: string, value: string): Promise<void> {
  const npm = await client(projectRegistry(), developer);
  const dir = await npmPackage(work.dir, name, version, value);
  const published = await npm(['publish'], dir);
  expect(published.code, published.stderr).toBe(0);
}

const versionsOf = async (name: string) =>
  Object.keys(
    (await t.get(`/projects/${projectId}/packages/npm/${encodeURIComponent(name)}`)).body.versions ?? {},
  ).sort();

beforeAll(async () => {
  t = await startTestApp();
  base = await t.listen();
  work = await tempDir('railyard-npm-levels-');
  group = await createGroup(t, { visibility: 'private' });
  scope = `@${group.full_path}`;
  const project = await t.post('/projects', { body: { name: unique('lib'), namespace_id: group.id } });
  expect(project.status).toBe(201);
  projectId = project.body.id;
  [developer, maintainer, outsider] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
  for (const [user, level] of [
    [developer, 30],
    [maintainer, 40],
  ] as const) {
    const added = await t.post(`/groups/${group.id}/members`, {
      body: { user_id: user.id, access_level: level },
    });
    expect(added.status).toBe(201);
  }
  await publish(`${scope}/lib`, '1.0.0', 'lib one');
  await publish(`${scope}/lib`, '1.1.0', 'lib one.one');
}, 240_000);

afterAll(async () => {
  await work?.remove();
  await t?.close();
});

describe('npm at the group and instance levels', () => {
  for (const level of ['group', 'instance'] as const) {
    it(`installs and tags through the ${level}'s registry`, async () => {
      const registry = level === 'group' ? groupRegistry() : instanceRegistry();
      const npm = await client(registry, developer);
      const dir = await consumer();
      const installed = await npm(['install', `${scope}/lib@1.0.0`], dir);
      expect(installed.code, installed.stderr).toBe(0);
      const main = await fs.readFile(path.join(dir, `node_modules/${scope}/lib/index.js`), 'utf8');
      expect(main).toContain('lib one');

      const metadata = await t.get(
        `${registry.replace(base, '')}${encodeURIComponent(`${scope}/lib`)}`.replace(/^\/api\/v4/, ''),
        { token: developer.token },
      );
      expect(metadata.status).toBe(200);
      expect(metadata.body['dist-tags'].latest).toBe('1.1.0');
      expect(new URL(metadata.body.versions['1.0.0'].dist.tarball as string).pathname).toBe(
        `${new URL(registry).pathname}${scope}/lib/-/lib-1.0.0.tgz`,
      );

      const tag = `${level}-stable`;
      const added = await npm(['dist-tag', 'add', `${scope}/lib@1.0.0`, tag], dir);
      expect(added.code, added.stderr).toBe(0);
      const listed = await npm(['dist-tag', 'ls', `${scope}/lib`], dir);
      expect(listed.stdout).toContain(`${tag}: 1.0.0`);
      const removed = await npm(['dist-tag', 'rm', `${scope}/lib`, tag], dir);
      expect(removed.code, removed.stderr).toBe(0);
      const tags = await t.get(
        `/projects/${projectId}/packages/npm/-/package/${encodeURIComponent(`${scope}/lib`)}/dist-tags`,
      );
      expect(tags.body).toEqual({ latest: '1.1.0' });
    }, 240_000);
  }

  it('hides a private group from a non-member, and finds nothing outside the root namespace the scope names', async () => {
    for (const registry of [groupRegistry(), instanceRegistry()]) {
      const npm = await client(registry, outsider);
      const refused = await npm(['install', `${scope}/lib@1.0.0`], await consumer());
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toContain('404');
    }
    const elsewhere = await t.get(`/packages/npm/${encodeURIComponent('@no-such-namespace/lib')}`);
    expect(elsewhere.status).toBe(404);
    const unscoped = await t.get('/packages/npm/lib');
    expect(unscoped.status).toBe(404);
    // A scope names a namespace by its path, never by its id.
    const byId = await t.get(`/packages/npm/${encodeURIComponent(`@${group.id}/lib`)}`, {
      token: developer.token,
    });
    expect(byId.status).toBe(404);
    const byPath = await t.get(`/packages/npm/${encodeURIComponent(`${scope}/lib`)}`, {
      token: developer.token,
    });
    expect(byPath.status).toBe(200);
  }, 240_000);
});

describe('npm audit', () => {
  it('answers `npm audit` at each level with no advisories, to callers who may read there', async () => {
    const install = await client(projectRegistry(), developer);
    const dir = await consumer();
    const installed = await install(['install', `${scope}/lib@1.0.0`], dir);
    expect(installed.code, installed.stderr).toBe(0);
    for (const registry of [projectRegistry(), groupRegistry(), instanceRegistry()]) {
      const npm = await client(registry, developer);
      const audited = await npm(['audit', '--audit=true', `--registry=${registry}`], dir);
      expect(audited.code, `${registry}: ${audited.stderr}`).toBe(0);
      expect(audited.stdout).toContain('found 0 vulnerabilities');
    }
    const outside = await client(projectRegistry(), outsider);
    const refused = await outside(['audit', '--audit=true', `--registry=${projectRegistry()}`], dir);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('404');
  }, 240_000);
});

describe('npm deprecate and unpublish', () => {
  it('deprecates and undeprecates a version as a Maintainer, and refuses a Developer', async () => {
    const name = `${scope}/old`;
    await publish(name, '1.0.0', 'old one');
    await publish(name, '2.0.0', 'old two');
    const asDeveloper = await (
      await client(projectRegistry(), developer)
    )(['deprecate', `${name}@1.0.0`, 'use 2'], work.dir);
    expect(asDeveloper.code).not.toBe(0);
    expect(asDeveloper.stderr).toContain('403');

    const npm = await client(projectRegistry(), maintainer);
    const deprecated = await npm(['deprecate', `${name}@1.0.0`, 'use 2'], work.dir);
    expect(deprecated.code, deprecated.stderr).toBe(0);
    const metadata = await t.get(`/projects/${projectId}/packages/npm/${encodeURIComponent(name)}`);
    expect(metadata.body.versions['1.0.0'].deprecated).toBe('use 2');
    expect(metadata.body.versions['2.0.0'].deprecated).toBeUndefined();
    const listed = await t.get(`/projects/${projectId}/packages`, { query: { package_name: 'old' } });
    expect(listed.body.map((p: { version: string; status: string }) => [p.version, p.status])).toEqual([
      ['1.0.0', 'deprecated'],
      ['2.0.0', 'default'],
    ]);
    const dir = await consumer();
    const installed = await npm(['install', `${name}@1.0.0`], dir);
    expect(installed.code, installed.stderr).toBe(0);
    expect(installed.stderr).toContain('use 2');

    const undeprecated = await npm(['deprecate', `${name}@1.0.0`, ''], work.dir);
    expect(undeprecated.code, undeprecated.stderr).toBe(0);
    const after = await t.get(`/projects/${projectId}/packages/npm/${encodeURIComponent(name)}`);
    expect(after.body.versions['1.0.0'].deprecated).toBeUndefined();
  }, 240_000);

  it('unpublishes one version, then the whole package, as a Maintainer', async () => {
    const name = `${scope}/gone`;
    await publish(name, '1.0.0', 'gone one');
    await publish(name, '1.1.0', 'gone two');
    await publish(name, '1.2.0', 'gone three');
    const refused = await (
      await client(projectRegistry(), developer)
    )(['unpublish', `${name}@1.1.0`], work.dir);
    expect(refused.code).not.toBe(0);
    expect(await versionsOf(name)).toEqual(['1.0.0', '1.1.0', '1.2.0']);

    const npm = await client(projectRegistry(), maintainer);
    const one = await npm(['unpublish', `${name}@1.2.0`], work.dir);
    expect(one.code, one.stderr).toBe(0);
    expect(await versionsOf(name)).toEqual(['1.0.0', '1.1.0']);
    const tags = await t.get(
      `/projects/${projectId}/packages/npm/-/package/${encodeURIComponent(name)}/dist-tags`,
    );
    expect(tags.body).toEqual({ latest: '1.1.0' });
    const dir = await consumer();
    const installed = await npm(['install', name], dir);
    expect(installed.code, installed.stderr).toBe(0);
    expect(await fs.readFile(path.join(dir, `node_modules/${name}/index.js`), 'utf8')).toContain('gone two');

    const all = await npm(['unpublish', name, '--force'], work.dir);
    expect(all.code, all.stderr).toBe(0);
    expect((await t.get(`/projects/${projectId}/packages/npm/${encodeURIComponent(name)}`)).status).toBe(404);
    const listed = await t.get(`/projects/${projectId}/packages`, { query: { package_name: 'gone' } });
    expect(listed.body).toEqual([]);
  }, 240_000);

  it('refuses to unpublish a package a delete protection rule covers, keeping it', async () => {
    const name = `${scope}/kept`;
    await publish(name, '1.0.0', 'kept one');
    await publish(name, '1.1.0', 'kept two');
    const rule = await t.post(`/projects/${projectId}/packages/protection/rules`, {
      body: {
        package_name_pattern: `${scope}/kept*`,
        package_type: 'npm',
        minimum_access_level_for_delete: 'owner',
      },
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    const npm = await client(projectRegistry(), maintainer);
    const one = await npm(['unpublish', `${name}@1.1.0`], work.dir);
    expect(one.code).not.toBe(0);
    expect(one.stderr).toContain('403');
    const all = await npm(['unpublish', name, '--force'], work.dir);
    expect(all.code).not.toBe(0);
    expect(await versionsOf(name)).toEqual(['1.0.0', '1.1.0']);
    const direct = await t.delete(`/projects/${projectId}/packages/npm/${encodeURIComponent(name)}/-rev/1`, {
      token: maintainer.token,
    });
    expect(direct.status).toBe(403);
    expect(direct.body).toEqual({ message: '403 Forbidden - Package is deletion protected.' });
  }, 240_000);
});
