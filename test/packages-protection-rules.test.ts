import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreatePackagesProtectionRuleDocument,
  DeletePackagesProtectionRuleDocument,
  ProjectPackagesProtectionRulesDocument,
  ProjectsPackagesProtectionRulesDocument,
  UpdatePackagesProtectionRuleDocument,
} from '#test/generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createGroup, createProject, type CreatedProject } from './support/membership.ts';
import { normalizedStatement } from './support/sql-statements.ts';

// Package protection rules over REST and GraphQL (one service behind both), and the Packages API.
let t: TestApp;
let developer: CreatedUser;
let maintainer: CreatedUser;
let project: CreatedProject;
const rules = () => `/projects/${project.id}/packages/protection/rules`;

beforeAll(async () => {
  t = await startTestApp();
  [developer, maintainer] = await Promise.all([createUser(t), createUser(t)]);
  project = await createProject(t);
  await addMember(t, 'projects', project.id, developer.id, 30);
  await addMember(t, 'projects', project.id, maintainer.id, 40);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('REST', () => {
  it("creates, lists, updates and deletes rules (Maintainer), with GitLab's shapes and messages", async () => {
    const created = await t.post(rules(), {
      token: maintainer.token,
      body: {
        package_name_pattern: '@acme/*',
        package_type: 'npm',
        minimum_access_level_for_push: 'maintainer',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      project_id: project.id,
      package_name_pattern: '@acme/*',
      package_type: 'npm',
      minimum_access_level_for_push: 'maintainer',
      minimum_access_level_for_delete: null,
    });

    const taken = await t.post(rules(), {
      token: maintainer.token,
      body: { package_name_pattern: '@acme/*', package_type: 'npm', minimum_access_level_for_push: 'owner' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({ message: { error: ['Package name pattern has already been taken'] } });
    // The same pattern for another package type is another rule.
    const pypi = await t.post(rules(), {
      token: maintainer.token,
      body: { package_name_pattern: 'acme*', package_type: 'pypi', minimum_access_level_for_delete: 'owner' },
    });
    expect(pypi.status).toBe(201);

    const invalid = await t.post(rules(), {
      token: maintainer.token,
      body: { package_name_pattern: 'Not Valid', package_type: 'npm' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.message.error).toEqual([
      'Package name pattern should be a valid NPM package name with optional wildcard characters.',
      'A rule must have at least a minimum access role for push or delete.',
    ]);
    const badType = await t.post(rules(), {
      token: maintainer.token,
      body: { package_name_pattern: 'x', package_type: 'maven2', minimum_access_level_for_push: 'owner' },
    });
    expect(badType.status).toBe(400);
    expect(badType.body).toEqual({ message: '400 Bad request - package_type does not have a valid value' });

    const refused = await t.post(rules(), {
      token: developer.token,
      body: { package_name_pattern: 'x*', package_type: 'generic', minimum_access_level_for_push: 'owner' },
    });
    expect(refused.status).toBe(403);
    expect((await t.get(rules(), { token: developer.token })).status).toBe(403);

    const listed = await t.get(rules(), { token: maintainer.token });
    expect(listed.body.map((r: { package_name_pattern: string }) => r.package_name_pattern)).toEqual([
      '@acme/*',
      'acme*',
    ]);

    const patched = await t.request('PATCH', `${rules()}/${created.body.id}`, {
      token: maintainer.token,
      body: { minimum_access_level_for_push: 'owner', minimum_access_level_for_delete: 'admin' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      minimum_access_level_for_push: 'owner',
      minimum_access_level_for_delete: 'admin',
    });
    const cleared = await t.request('PATCH', `${rules()}/${created.body.id}`, {
      token: maintainer.token,
      body: { minimum_access_level_for_push: '', minimum_access_level_for_delete: '' },
    });
    expect(cleared.status).toBe(422);
    expect(cleared.body.message.error).toEqual([
      'A rule must have at least a minimum access role for push or delete.',
    ]);

    expect((await t.delete(`${rules()}/${created.body.id}`, { token: maintainer.token })).status).toBe(204);
    const gone = await t.delete(`${rules()}/${created.body.id}`, { token: maintainer.token });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: '404 Package Protection Rule Not Found' });
    await t.delete(`${rules()}/${pypi.body.id}`, { token: maintainer.token });
  });
});

describe('Packages API', () => {
  it('lists, shows, lists files of and deletes packages, refusing a protected delete', async () => {
    const upload = (name: string, file: string, body: string) =>
      t.request('PUT', `/projects/${project.id}/packages/generic/${name}/1.0.0/${file}`, {
        token: developer.token,
        body,
      });
    expect((await upload('alpha', 'a.txt', 'aaa')).status).toBe(201);
    expect((await upload('alpha', 'b.txt', 'bbbb')).status).toBe(201);
    expect((await upload('beta', 'c.txt', 'c')).status).toBe(201);

    const list = await t.get(`/projects/${project.id}/packages`, {
      token: developer.token,
      query: { order_by: 'name' },
    });
    expect(list.status).toBe(200);
    expect(list.headers['x-total']).toBe('2');
    expect(list.body.map((p: { name: string }) => p.name)).toEqual(['alpha', 'beta']);
    const alpha = list.body[0];
    expect(alpha).toMatchObject({
      name: 'alpha',
      version: '1.0.0',
      package_type: 'generic',
      status: 'default',
      _links: { web_path: `/${project.path_with_namespace}/-/packages/${alpha.id}` },
    });
    const filtered = await t.get(`/projects/${project.id}/packages`, {
      token: developer.token,
      query: { package_name: 'bet' },
    });
    expect(filtered.body.map((p: { name: string }) => p.name)).toEqual(['beta']);

    const shown = await t.get(`/projects/${project.id}/packages/${alpha.id}`, { token: developer.token });
    expect(shown.body.id).toBe(alpha.id);
    const files = await t.get(`/projects/${project.id}/packages/${alpha.id}/package_files`, {
      token: developer.token,
    });
    // The test client sends its body as JSON: the files hold `"aaa"` and `"bbbb"`.
    expect(files.body.map((f: { file_name: string; size: number }) => [f.file_name, f.size])).toEqual([
      ['a.txt', 5],
      ['b.txt', 6],
    ]);
    expect(files.body[0].file_sha256).toMatch(/^[0-9a-f]{64}$/);

    // Deleting needs Maintainer; a rule may ask for more.
    expect(
      (await t.delete(`/projects/${project.id}/packages/${alpha.id}`, { token: developer.token })).status,
    ).toBe(403);
    const rule = await t.post(rules(), {
      token: maintainer.token,
      body: {
        package_name_pattern: 'alp*',
        package_type: 'generic',
        minimum_access_level_for_delete: 'owner',
      },
    });
    expect(rule.status).toBe(201);
    const protectedDelete = await t.delete(
      `/projects/${project.id}/packages/${alpha.id}/package_files/${files.body[0].id}`,
      {
        token: maintainer.token,
      },
    );
    expect(protectedDelete.status).toBe(403);
    expect(protectedDelete.body).toEqual({ message: '403 Forbidden - Package is deletion protected.' });
    // Root (an administrator, Owner and more) may.
    expect(
      (await t.delete(`/projects/${project.id}/packages/${alpha.id}/package_files/${files.body[0].id}`))
        .status,
    ).toBe(204);
    expect((await t.delete(`/projects/${project.id}/packages/${alpha.id}`)).status).toBe(204);
    expect((await t.get(`/projects/${project.id}/packages/${alpha.id}`)).status).toBe(404);
    const download = await t.get(`/projects/${project.id}/packages/generic/alpha/1.0.0/b.txt`);
    expect(download.status).toBe(404);
    await t.delete(`${rules()}/${rule.body.id}`, { token: maintainer.token });
  });
});

describe('group packages', () => {
  it('lists the packages of a group and its subgroups (exclude_subgroups: its own projects only)', async () => {
    const group = await createGroup(t);
    const subgroup = await createGroup(t, { parent_id: group.id });
    const top = await createProject(t, { namespace_id: group.id });
    const below = await createProject(t, { namespace_id: subgroup.id });
    for (const [p, name] of [
      [top, 'top-pkg'],
      [below, 'sub-pkg'],
    ] as const) {
      const put = await t.request('PUT', `/projects/${p.id}/packages/generic/${name}/1.0.0/f.txt`, {
        body: 'x',
      });
      expect(put.status).toBe(201);
    }
    const all = await t.get(`/groups/${group.id}/packages`, { query: { order_by: 'name' } });
    expect(all.status).toBe(200);
    expect(all.body.map((p: { name: string; project_id: number }) => [p.name, p.project_id])).toEqual([
      ['sub-pkg', below.id],
      ['top-pkg', top.id],
    ]);
    expect(all.body[0].project_path).toBe(below.path_with_namespace);
    const own = await t.get(`/groups/${group.id}/packages`, { query: { exclude_subgroups: true } });
    expect(own.body.map((p: { name: string }) => p.name)).toEqual(['top-pkg']);
    // A non-member sees the group's packages only where the projects are visible to them.
    const hidden = await t.get(`/groups/${group.id}/packages`, { token: developer.token });
    expect(hidden.status).toBe(404);
  });
});

describe('GraphQL', () => {
  it("creates, lists, updates and deletes rules as GitLab's mutations do", async () => {
    const created = await t.graphql(
      CreatePackagesProtectionRuleDocument,
      {
        input: {
          projectPath: project.path_with_namespace,
          packageNamePattern: '@gql/*',
          packageType: 'NPM',
          minimumAccessLevelForPush: 'MAINTAINER',
        },
      },
      maintainer.token,
    );
    expect(created.errors).toBeUndefined();
    const rule = created.data!.createPackagesProtectionRule!.packageProtectionRule!;
    expect(rule).toEqual({
      id: expect.stringMatching(/^gid:\/\/gitlab\/Packages::Protection::Rule\/\d+$/),
      packageNamePattern: '@gql/*',
      packageType: 'NPM',
      minimumAccessLevelForPush: 'MAINTAINER',
      minimumAccessLevelForDelete: null,
    });

    const again = await t.graphql(
      CreatePackagesProtectionRuleDocument,
      {
        input: { projectPath: project.path_with_namespace, packageNamePattern: '@gql/*', packageType: 'NPM' },
      },
      maintainer.token,
    );
    expect(again.data!.createPackagesProtectionRule).toEqual({
      packageProtectionRule: null,
      errors: [
        'Package name pattern has already been taken',
        'A rule must have at least a minimum access role for push or delete.',
      ],
    });

    const listed = await t.graphql(
      ProjectPackagesProtectionRulesDocument,
      { projectPath: project.path_with_namespace, first: 10 },
      maintainer.token,
    );
    expect(listed.data!.project!.packagesProtectionRules!.nodes.map((n) => n.id)).toEqual([rule.id]);
    const hidden = await t.graphql(
      ProjectPackagesProtectionRulesDocument,
      { projectPath: project.path_with_namespace },
      developer.token,
    );
    expect(hidden.data!.project!.packagesProtectionRules).toBeNull();

    const updated = await t.graphql(
      UpdatePackagesProtectionRuleDocument,
      { input: { id: rule.id, packageNamePattern: '@gql/pkg-*', minimumAccessLevelForDelete: 'OWNER' } },
      maintainer.token,
    );
    expect(updated.data!.updatePackagesProtectionRule).toEqual({
      packageProtectionRule: {
        id: rule.id,
        packageType: 'NPM',
        packageNamePattern: '@gql/pkg-*',
        minimumAccessLevelForPush: 'MAINTAINER',
        minimumAccessLevelForDelete: 'OWNER',
      },
      errors: [],
    });
    const refused = await t.graphql(
      DeletePackagesProtectionRuleDocument,
      { input: { id: rule.id } },
      developer.token,
    );
    expect(refused.data!.deletePackagesProtectionRule!.errors).toEqual([
      "The resource that you are attempting to access does not exist or you don't have permission to perform this action",
    ]);
    const deleted = await t.graphql(
      DeletePackagesProtectionRuleDocument,
      { input: { id: rule.id } },
      maintainer.token,
    );
    expect(deleted.data!.deletePackagesProtectionRule).toEqual({
      packageProtectionRule: { id: rule.id, packageType: 'NPM', packageNamePattern: '@gql/pkg-*' },
      errors: [],
    });
    expect((await t.get(rules(), { token: maintainer.token })).body).toEqual([]);
  });

  it('reads the rules of a list of projects in the same statements at page sizes 5 and 100', async () => {
    const owner = await createUser(t);
    for (let i = 0; i < 6; i += 1) {
      const made = await createProject(t, {}, owner.token);
      for (const pattern of ['a*', 'b*']) {
        const rule = await t.post(`/projects/${made.id}/packages/protection/rules`, {
          token: owner.token,
          body: {
            package_name_pattern: pattern,
            package_type: 'generic',
            minimum_access_level_for_push: 'owner',
          },
        });
        expect(rule.status).toBe(201);
      }
    }
    const statements: string[][] = [];
    for (const first of [5, 100]) {
      t.sql.reset();
      const response = await t.graphql(ProjectsPackagesProtectionRulesDocument, { first }, owner.token);
      expect(response.errors).toBeUndefined();
      const nodes = response.data!.projects!.nodes;
      expect(nodes).toHaveLength(Math.min(first, 6));
      for (const node of nodes) expect(node.packagesProtectionRules!.nodes).toHaveLength(2);
      statements.push(t.sql.statements.map(normalizedStatement));
    }
    expect(statements[1]).toEqual(statements[0]);
  });
});
