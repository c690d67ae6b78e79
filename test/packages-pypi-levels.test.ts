import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';
import { createGroup } from './support/membership.ts';
import { buildWheel, pipInstall, tempDir, twineUpload } from './support/package-clients.ts';

// PyPI's simple index (PEP 503) at a project's root and for a whole group, with the real twine and
// pip: a group's index holds the packages of every project of its tree the caller may pull from.
let t: TestApp;
let base: string;
let work: { dir: string; remove: () => Promise<void> };
let groupId: number;
let alphaProject: number;
let betaProject: number;
let developer: CreatedUser;
let alphaReporter: CreatedUser;
let outsider: CreatedUser;

async function upload(projectId: number, name: string, value: string): Promise<void> {
  const dist = path.join(work.dir, unique('dist'));
  await fs.mkdir(dist, { recursive: true });
  const wheel = await buildWheel(dist, name, '1.0.0', value);
  const uploaded = await twineUpload(
    `${base}/api/v4/projects/${projectId}/packages/pypi`,
    '__token__',
    developer.token,
    [wheel],
  );
  expect(uploaded.code, uploaded.stdout + uploaded.stderr).toBe(0);
}

const links = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);

/** pip install from a group's index as `user`, into a fresh directory; answers the directory. */
async function pipFromGroup(user: CreatedUser, requirements: string[]) {
  const host = new URL(base);
  const index = `http://__token__:${user.token}@${host.host}/api/v4/groups/${groupId}/-/packages/pypi/simple`;
  const target = path.join(work.dir, unique('site'));
  return { target, result: await pipInstall(index, host.hostname, target, requirements) };
}

beforeAll(async () => {
  t = await startTestApp();
  base = await t.listen();
  work = await tempDir('railyard-pypi-levels-');
  const group = await createGroup(t, { visibility: 'private' });
  const subgroup = await createGroup(t, { visibility: 'private', parent_id: group.id });
  groupId = group.id;
  const [alpha, beta] = await Promise.all(
    [group.id, subgroup.id].map((namespace_id) =>
      t.post('/projects', { body: { name: unique('py'), namespace_id, visibility: 'private' } }),
    ),
  );
  alphaProject = alpha!.body.id;
  betaProject = beta!.body.id;
  [developer, alphaReporter, outsider] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
  expect(
    (await t.post(`/groups/${group.id}/members`, { body: { user_id: developer.id, access_level: 30 } }))
      .status,
  ).toBe(201);
  expect(
    (
      await t.post(`/projects/${alphaProject}/members`, {
        body: { user_id: alphaReporter.id, access_level: 20 },
      })
    ).status,
  ).toBe(201);
  await upload(alphaProject, 'alpha-lib', 'alpha one');
  await upload(betaProject, 'Beta_Lib', 'beta one');
}, 240_000);

afterAll(async () => {
  await work?.remove();
  await t?.close();
});

describe('PyPI simple indexes', () => {
  it("lists a project's packages at its root, each linking to its own page", async () => {
    const page = await t.get(`/projects/${alphaProject}/packages/pypi/simple`, { token: developer.token });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const found = links(page.text);
    expect(found.map(([name]) => name)).toEqual(['alpha-lib']);
    expect(new URL(found[0]![1]!).pathname).toBe(
      `/api/v4/projects/${alphaProject}/packages/pypi/simple/alpha-lib`,
    );
    const own = await t.get(new URL(found[0]![1]!).pathname, { token: developer.token });
    expect(own.status).toBe(200);
    expect(own.text).toContain('alpha_lib-1.0.0-py3-none-any.whl');
  });

  it("lists every package of a group's projects and subgroups, with file links at the group level", async () => {
    const page = await t.get(`/groups/${groupId}/-/packages/pypi/simple`, { token: developer.token });
    expect(page.status).toBe(200);
    expect(links(page.text).map(([name]) => name)).toEqual(['alpha-lib', 'beta-lib']);
    const beta = await t.get(`/groups/${groupId}/-/packages/pypi/simple/beta.lib`, {
      token: developer.token,
    });
    expect(beta.status).toBe(200);
    const [file] = links(beta.text);
    expect(file![0]).toBe('Beta_Lib-1.0.0-py3-none-any.whl');
    expect(new URL(file![1]!).pathname).toMatch(
      new RegExp(
        `^/api/v4/groups/${groupId}/-/packages/pypi/files/[0-9a-f]{64}/Beta_Lib-1\\.0\\.0-py3-none-any\\.whl$`,
      ),
    );
  });

  it('installs packages of two projects through one group index with pip', async () => {
    const { target, result } = await pipFromGroup(developer, ['alpha-lib==1.0.0', 'beta-lib==1.0.0']);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(await fs.readFile(path.join(target, 'alpha_lib/__init__.py'), 'utf8')).toContain('alpha one');
    expect(await fs.readFile(path.join(target, 'Beta_Lib/__init__.py'), 'utf8')).toContain('beta one');
  }, 240_000);

  it('shows a member of one project only that project, and a non-member nothing', async () => {
    const page = await t.get(`/groups/${groupId}/-/packages/pypi/simple`, { token: alphaReporter.token });
    expect(page.status).toBe(200);
    expect(links(page.text).map(([name]) => name)).toEqual(['alpha-lib']);
    const hidden = await t.get(`/groups/${groupId}/-/packages/pypi/simple/beta-lib`, {
      token: alphaReporter.token,
    });
    expect(hidden.status).toBe(404);
    const denied = await pipFromGroup(alphaReporter, ['beta-lib==1.0.0']);
    expect(denied.result.code).not.toBe(0);

    const outside = await t.get(`/groups/${groupId}/-/packages/pypi/simple`, { token: outsider.token });
    expect(outside.status).toBe(404);
    expect(outside.body).toEqual({ message: '404 Group Not Found' });
    const anonymous = await t.get(`/groups/${groupId}/-/packages/pypi/simple`, { token: null });
    expect(anonymous.status).toBe(401);
    const refused = await pipFromGroup(outsider, ['alpha-lib==1.0.0']);
    expect(refused.result.code).not.toBe(0);
  }, 240_000);
});
