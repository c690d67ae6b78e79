import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DestroyPackageDocument,
  GroupPackagesDocument,
  ProjectPackagesDocument,
} from '#test/generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createGroup, createProject, type CreatedProject } from './support/membership.ts';
import { normalizedStatement } from './support/sql-statements.ts';

// GitLab's `Project.packages` connection: newest first, filtered, paged, hidden from non-members of
// a private project, and read in the same SQL statements at page sizes 5 and 100 with every field
// of GitLab's package list.
let t: TestApp;
let reporter: CreatedUser;
let outsider: CreatedUser;
let project: CreatedProject;

beforeAll(async () => {
  t = await startTestApp();
  [reporter, outsider] = await Promise.all([createUser(t), createUser(t)]);
  project = await createProject(t);
  await addMember(t, 'projects', project.id, reporter.id, 20);
  for (let i = 0; i < 7; i += 1) {
    const put = await t.request('PUT', `/projects/${project.id}/packages/generic/pkg-${i}/1.0.${i}/f.txt`, {
      body: `file ${i}`,
    });
    expect(put.status).toBe(201);
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('Project.packages', () => {
  it('lists packages newest first, with filters and pages', async () => {
    const all = await t.graphql(
      ProjectPackagesDocument,
      { fullPath: project.path_with_namespace },
      reporter.token,
    );
    expect(all.errors).toBeUndefined();
    const packages = all.data!.project!.packages!;
    expect(packages.count).toBe(7);
    expect(packages.nodes.map((n) => n.name)).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `pkg-${i}`));
    expect(packages.nodes[0]).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/gitlab\/Packages::Package\/\d+$/),
      version: '1.0.6',
      packageType: 'GENERIC',
      status: 'DEFAULT',
    });

    const first = await t.graphql(
      ProjectPackagesDocument,
      { fullPath: project.path_with_namespace, first: 3 },
      reporter.token,
    );
    const page = first.data!.project!.packages!;
    expect(page.nodes.map((n) => n.name)).toEqual(['pkg-6', 'pkg-5', 'pkg-4']);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await t.graphql(
      ProjectPackagesDocument,
      { fullPath: project.path_with_namespace, first: 3, after: page.pageInfo.endCursor },
      reporter.token,
    );
    expect(next.data!.project!.packages!.nodes.map((n) => n.name)).toEqual(['pkg-3', 'pkg-2', 'pkg-1']);

    const filtered = await t.graphql(
      ProjectPackagesDocument,
      { fullPath: project.path_with_namespace, packageName: 'pkg-2', packageType: 'GENERIC' },
      reporter.token,
    );
    expect(filtered.data!.project!.packages!.nodes.map((n) => n.name)).toEqual(['pkg-2']);
    const npmOnly = await t.graphql(
      ProjectPackagesDocument,
      { fullPath: project.path_with_namespace, packageType: 'NPM' },
      reporter.token,
    );
    expect(npmOnly.data!.project!.packages!.nodes).toEqual([]);

    const hidden = await t.graphql(
      ProjectPackagesDocument,
      { fullPath: project.path_with_namespace },
      outsider.token,
    );
    expect(hidden.data!.project).toBeNull();
  });

  it('reads a page of packages in the same statements at page sizes 5 and 100', async () => {
    // npm packages have tags, and a protection rule matches some of them: each field of a package
    // (its tags, pipelines, project, permissions, links) is read once for the whole page.
    const npmProject = await createProject(t);
    await addMember(t, 'projects', npmProject.id, reporter.id, 20);
    for (let i = 0; i < 7; i += 1) {
      const name = `@cost/lib-${i}`;
      const put = await t.request(
        'PUT',
        `/projects/${npmProject.id}/packages/npm/${name.replace('/', '%2f')}`,
        {
          body: npmDocument(name, '1.0.0'),
        },
      );
      expect(put.status, put.text).toBe(200);
    }
    const rule = await t.post(`/projects/${npmProject.id}/packages/protection/rules`, {
      body: {
        package_name_pattern: '@cost/lib-1*',
        package_type: 'npm',
        minimum_access_level_for_push: 'maintainer',
      },
    });
    expect(rule.status).toBe(201);

    for (const target of [project, npmProject]) {
      const statements: string[][] = [];
      for (const first of [5, 100]) {
        t.sql.reset();
        const response = await t.graphql(
          ProjectPackagesDocument,
          { fullPath: target.path_with_namespace, first },
          reporter.token,
        );
        expect(response.errors).toBeUndefined();
        const nodes = response.data!.project!.packages!.nodes;
        expect(nodes).toHaveLength(Math.min(first, 7));
        if (target === npmProject) {
          expect(nodes.every((n) => n.tags!.nodes.map((tag) => tag.name).join() === 'latest')).toBe(true);
          expect(nodes.map((n) => n.protectionRuleExists)).toEqual(
            nodes.map((n) => n.name === '@cost/lib-1'),
          );
        }
        expect(nodes[0]!._links.webPath).toBe(
          `/${target.path_with_namespace}/-/packages/${nodes[0]!.id.split('/').pop()}`,
        );
        expect(nodes.every((n) => n.canDestroy === false && !n.userPermissions.destroyPackage)).toBe(true);
        // The page size is the statement's limit: the statements are otherwise the same.
        statements.push(t.sql.statements.map((s) => normalizedStatement(s).replace(/limit \d+/g, 'limit n')));
      }
      expect(statements[1]).toEqual(statements[0]);
    }
  });
});

describe('Group.packages and destroyPackage', () => {
  it("lists the packages of the group's projects and subgroups that the caller may read", async () => {
    const group = await createGroup(t);
    const subgroup = await createGroup(t, { parent_id: group.id });
    const inGroup = await createProject(t, { namespace_id: group.id });
    const inSubgroup = await createProject(t, { namespace_id: subgroup.id });
    for (const [p, name] of [
      [inGroup, 'group-pkg'],
      [inSubgroup, 'subgroup-pkg'],
    ] as const) {
      const put = await t.request('PUT', `/projects/${p.id}/packages/generic/${name}/1.0.0/f.txt`, {
        body: 'x',
      });
      expect(put.status).toBe(201);
    }
    const all = await t.graphql(GroupPackagesDocument, { fullPath: group.full_path });
    expect(all.errors).toBeUndefined();
    expect(all.data!.group!.packages!.nodes.map((n) => n.name)).toEqual(['subgroup-pkg', 'group-pkg']);
    expect(all.data!.group!.packages!.count).toBe(2);

    // A reporter of the subgroup's project alone sees its package only (the group is private).
    const reader = await createUser(t);
    await addMember(t, 'projects', inSubgroup.id, reader.id, 20);
    const partial = await t.graphql(GroupPackagesDocument, { fullPath: group.full_path }, reader.token);
    expect(partial.errors).toBeUndefined();
    expect(partial.data!.group!.packages!.nodes.map((n) => n.name)).toEqual(['subgroup-pkg']);
    const byName = await t.graphql(GroupPackagesDocument, {
      fullPath: group.full_path,
      packageName: 'subgroup',
    });
    expect(byName.data!.group!.packages!.nodes.map((n) => n.name)).toEqual(['subgroup-pkg']);
  });

  it('deletes a package for maintainers, with its files, and refuses developers', async () => {
    const put = await t.request('PUT', `/projects/${project.id}/packages/generic/doomed/1.0.0/f.txt`, {
      body: 'x',
    });
    expect(put.status).toBe(201);
    const listed = await t.get(`/projects/${project.id}/packages?package_name=doomed`);
    const packageId = (listed.body as { id: number }[])[0]!.id;
    const id = `gid://gitlab/Packages::Package/${packageId}`;

    const developer = await createUser(t);
    await addMember(t, 'projects', project.id, developer.id, 30);
    const refused = await t.graphql(DestroyPackageDocument, { id }, developer.token);
    expect(refused.data!.destroyPackage!.errors).toEqual([
      "The resource that you are attempting to access does not exist or you don't have permission to perform this action",
    ]);
    expect((await t.get(`/projects/${project.id}/packages/${packageId}`)).status).toBe(200);

    const destroyed = await t.graphql(DestroyPackageDocument, { id });
    expect(destroyed.data!.destroyPackage!.errors).toEqual([]);
    expect((await t.get(`/projects/${project.id}/packages/${packageId}`)).status).toBe(404);
    const again = await t.graphql(DestroyPackageDocument, { id });
    expect(again.data!.destroyPackage!.errors).toHaveLength(1);
  });
});

/** The document `npm publish` sends for one version (its tarball inline), tagged `latest`. */
function npmDocument(name: string, version: string) {
  const file = `${name.split('/').pop()}-${version}.tgz`;
  const tarball = Buffer.from(`${name} ${version}`);
  return {
    _id: name,
    name,
    'dist-tags': { latest: version },
    versions: { [version]: { name, version, dist: { tarball: `http://x/${file}` } } },
    _attachments: { [file]: { content_type: 'application/octet-stream', data: tarball.toString('base64') } },
  };
}
