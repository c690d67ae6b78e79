import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DestroyPackageFileDocument,
  DestroyPackageFilesDocument,
  DestroyPackagesDocument,
  GroupPackageErrorsCountDocument,
  GroupPackagesCountDocument,
  PackageDetailsShapeDocument,
  PackageFilesDocument,
  PackageListPageDocument,
  PackageOtherVersionsDocument,
  ProjectPackageErrorsCountDocument,
  ProjectPackagesCountDocument,
  SortedGroupPackagesDocument,
  SortedProjectPackagesDocument,
} from '#test/generated/graphql.ts';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createGroup, createProject, type CreatedProject } from './support/membership.ts';

// GitLab's package page through GraphQL: `package(id:)` with its files and other versions, the
// fields GitLab's package list reads (permissions, links, project, protection), the count filters
// of the package list (`packageVersion`, `status`), and the bulk deletions `destroyPackages`,
// `destroyPackageFile` and `destroyPackageFiles`, each all-or-nothing.
let t: TestApp;
let developer: CreatedUser;
let outsider: CreatedUser;
let project: CreatedProject;

const packageGid = (id: number) => `gid://gitlab/Packages::Package/${id}`;
const fileGid = (id: number) => `gid://gitlab/Packages::PackageFile/${id}`;

/** Publishes a generic package file as root; the package's id. */
async function publish(p: CreatedProject, name: string, version: string, file = 'f.txt', body = 'x') {
  const put = await t.request('PUT', `/projects/${p.id}/packages/generic/${name}/${version}/${file}`, {
    body,
  });
  expect(put.status).toBe(201);
  const listed = await t.get(`/projects/${p.id}/packages?package_name=${name}&package_version=${version}`);
  return (listed.body as { id: number }[])[0]!.id;
}

/** A project of the group at a path of the test's choosing (the order by project path is tested). */
async function projectAt(namespaceId: number, path: string): Promise<CreatedProject> {
  const res = await t.post('/projects', { body: { name: path, path, namespace_id: namespaceId } });
  expect(res.status).toBe(201);
  return res.body as CreatedProject;
}

async function filesOf(p: CreatedProject, packageId: number) {
  const res = await t.get(`/projects/${p.id}/packages/${packageId}/package_files`);
  return res.status === 200 ? (res.body as { id: number; file_name: string }[]) : null;
}

beforeAll(async () => {
  t = await startTestApp();
  [developer, outsider] = await Promise.all([createUser(t), createUser(t)]);
  project = await createProject(t);
  await addMember(t, 'projects', project.id, developer.id, 30);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('package(id:)', () => {
  it('reads a package with its files for readers, and null for others', async () => {
    const id = await publish(project, 'details', '2.0.0', 'a.txt', 'hello');
    await publish(project, 'details', '2.0.0', 'b.txt', 'world!');
    const read = await t.graphql(PackageFilesDocument, { id: packageGid(id) }, developer.token);
    expect(read.errors).toBeUndefined();
    const pkg = read.data!.package!;
    expect(pkg).toMatchObject({
      id: packageGid(id),
      name: 'details',
      version: '2.0.0',
      packageType: 'GENERIC',
    });
    // The same files, sizes and checksums as the Packages API lists.
    const rest = (await t.get(`/projects/${project.id}/packages/${id}/package_files`)).body as {
      id: number;
      file_name: string;
      size: number;
      file_md5: string;
      file_sha1: string;
      file_sha256: string;
    }[];
    expect(rest.map((f) => f.file_name)).toEqual(['a.txt', 'b.txt']);
    expect(pkg.packageFiles!.nodes).toEqual(
      rest.map((f) => ({
        id: fileGid(f.id),
        fileName: f.file_name,
        size: String(f.size),
        fileMd5: f.file_md5,
        fileSha1: f.file_sha1,
        fileSha256: f.file_sha256,
        createdAt: expect.any(String),
        downloadPath: null,
      })),
    );
    expect(rest[1]!.size).toBeGreaterThan(rest[0]!.size);
    const firstOnly = await t.graphql(
      PackageFilesDocument,
      { id: packageGid(id), first: 1 },
      developer.token,
    );
    expect(firstOnly.data!.package!.packageFiles!.nodes).toHaveLength(1);
    expect(firstOnly.data!.package!.packageFiles!.pageInfo.hasNextPage).toBe(true);

    const hidden = await t.graphql(PackageFilesDocument, { id: packageGid(id) }, outsider.token);
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data!.package).toBeNull();
    const missing = await t.graphql(PackageFilesDocument, { id: packageGid(id + 1000) });
    expect(missing.data!.package).toBeNull();
  });
});

describe("GitLab's package shape", () => {
  it('lists the other versions of a package by version, paged, with their permissions', async () => {
    const versioned = await createProject(t);
    await addMember(t, 'projects', versioned.id, developer.id, 30);
    const ids = new Map<string, number>();
    for (const version of ['2.0.0', '1.0.0', '1.5.0'])
      ids.set(version, await publish(versioned, 'multi', version));
    await publish(versioned, 'other-name', '1.0.0');
    const versions = async (token: string, variables: Record<string, unknown> = {}) => {
      const res = await t.graphql(
        PackageOtherVersionsDocument,
        { id: packageGid(ids.get('1.5.0')!), ...variables },
        token,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.package!.versions!;
    };
    const all = await versions(developer.token);
    expect(all.count).toBe(2);
    expect(all.nodes.map((n) => n.version)).toEqual(['1.0.0', '2.0.0']);
    expect(all.nodes[0]).toMatchObject({
      id: packageGid(ids.get('1.0.0')!),
      name: 'multi',
      packageType: 'GENERIC',
      status: 'DEFAULT',
      statusMessage: null,
      _links: { webPath: `/${versioned.path_with_namespace}/-/packages/${ids.get('1.0.0')!}` },
      tags: { nodes: [] },
      userPermissions: { destroyPackage: false },
    });
    expect((await versions(ROOT_TOKEN)).nodes[0]!.userPermissions.destroyPackage).toBe(true);

    const first = await versions(developer.token, { first: 1 });
    expect(first.nodes.map((n) => n.version)).toEqual(['1.0.0']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await versions(developer.token, { first: 1, after: first.pageInfo.endCursor });
    expect(next.nodes.map((n) => n.version)).toEqual(['2.0.0']);
    expect(next.pageInfo.hasNextPage).toBe(false);
  });

  it('tells maintainers, not developers, that they may destroy a package', async () => {
    const maintainer = await createUser(t);
    await addMember(t, 'projects', project.id, maintainer.id, 40);
    const id = await publish(project, 'shaped', '1.0.0');
    const shape = async (token: string) => {
      const res = await t.graphql(PackageDetailsShapeDocument, { id: packageGid(id) }, token);
      expect(res.errors).toBeUndefined();
      return res.data!.package!;
    };
    expect(await shape(maintainer.token)).toMatchObject({
      canDestroy: true,
      userPermissions: { destroyPackage: true },
      protectionRuleExists: false,
      project: { fullPath: project.path_with_namespace },
      _links: { webPath: `/${project.path_with_namespace}/-/packages/${id}` },
      tags: { nodes: [] },
      pipelines: { nodes: [] },
    });
    expect(await shape(developer.token)).toMatchObject({
      canDestroy: false,
      userPermissions: { destroyPackage: false },
    });

    const listed = await t.graphql(
      PackageListPageDocument,
      // The page size GitLab's frontend asks for (without one, both branches count 100 packages).
      { fullPath: project.path_with_namespace, isGroupPage: false, packageName: 'shaped', first: 20 },
      maintainer.token,
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.group).toBeUndefined();
    expect(listed.data!.project!.packages!.nodes).toEqual([
      expect.objectContaining({ id: packageGid(id), userPermissions: { destroyPackage: true } }),
    ]);
  });

  it('says whether a protection rule matches a package, in a project and in its group', async () => {
    const group = await createGroup(t);
    const inGroup = await createProject(t, { namespace_id: group.id });
    await publish(inGroup, 'guarded-lib', '1.0.0');
    await publish(inGroup, 'free-lib', '1.0.0');
    const rule = await t.post(`/projects/${inGroup.id}/packages/protection/rules`, {
      body: {
        package_name_pattern: 'guarded-*',
        package_type: 'generic',
        minimum_access_level_for_push: 'maintainer',
      },
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    const page = await t.graphql(PackageListPageDocument, {
      fullPath: group.full_path,
      isGroupPage: true,
      first: 20,
    });
    expect(page.errors).toBeUndefined();
    expect(page.data!.project).toBeUndefined();
    const nodes = page.data!.group!.packages!.nodes;
    expect(Object.fromEntries(nodes.map((n) => [n.name, n.protectionRuleExists]))).toEqual({
      'guarded-lib': true,
      'free-lib': false,
    });
    expect(nodes[0]!.project).toMatchObject({
      id: `gid://gitlab/Project/${inGroup.id}`,
      webUrl: expect.any(String),
    });
  });
});

describe('packages(packageVersion:, status:)', () => {
  it('counts the packages of one version or status, in a project and in its group', async () => {
    const group = await createGroup(t);
    const inGroup = await createProject(t, { namespace_id: group.id });
    await publish(inGroup, 'counted', '1.0.0');
    await publish(inGroup, 'counted', '1.1.0');
    await publish(inGroup, 'other', '1.1.0');
    const count = async (variables: Record<string, unknown>) =>
      (await t.graphql(ProjectPackagesCountDocument, { fullPath: inGroup.path_with_namespace, ...variables }))
        .data!.project!.packages!.count;
    expect(await count({})).toBe(3);
    expect(await count({ packageVersion: '1.1.0' })).toBe(2);
    expect(await count({ packageName: 'counted', packageVersion: '1.0.0' })).toBe(1);
    expect(await count({ packageStatus: 'DEFAULT' })).toBe(3);
    expect(await count({ packageStatus: 'HIDDEN' })).toBe(0);
    const inGroupCount = await t.graphql(GroupPackagesCountDocument, {
      fullPath: group.full_path,
      packageVersion: '1.0.0',
    });
    expect(inGroupCount.errors).toBeUndefined();
    expect(inGroupCount.data!.group!.packages!.count).toBe(1);
  });
});

describe('packages(sort:)', () => {
  it('orders by name, version or creation with ties by id, paging both ways', async () => {
    const sorted = await createProject(t);
    for (const [name, version] of [
      ['b', '2.0.0'],
      ['a', '1.0.0'],
      ['c', '1.5.0'],
      ['a', '3.0.0'],
    ] as const)
      await publish(sorted, name, version);
    const list = async (variables: Record<string, unknown>) => {
      const res = await t.graphql(SortedProjectPackagesDocument, {
        fullPath: sorted.path_with_namespace,
        ...variables,
      });
      expect(res.errors).toBeUndefined();
      const packages = res.data!.project!.packages!;
      return { names: packages.nodes.map((n) => `${n.name}@${n.version}`), pageInfo: packages.pageInfo };
    };
    expect((await list({ sort: 'VERSION_DESC' })).names).toEqual([
      'a@3.0.0',
      'b@2.0.0',
      'c@1.5.0',
      'a@1.0.0',
    ]);
    expect((await list({ sort: 'CREATED_ASC' })).names).toEqual(['b@2.0.0', 'a@1.0.0', 'c@1.5.0', 'a@3.0.0']);
    expect((await list({})).names).toEqual(['a@3.0.0', 'c@1.5.0', 'a@1.0.0', 'b@2.0.0']);

    const first = await list({ sort: 'NAME_ASC', first: 2 });
    expect(first.names).toEqual(['a@1.0.0', 'a@3.0.0']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await list({ sort: 'NAME_ASC', first: 2, after: first.pageInfo.endCursor });
    expect(second.names).toEqual(['b@2.0.0', 'c@1.5.0']);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const back = await list({ sort: 'NAME_ASC', last: 1, before: second.pageInfo.startCursor });
    expect(back.names).toEqual(['a@3.0.0']);
    expect(back.pageInfo.hasPreviousPage).toBe(true);
    const lastOne = await list({ sort: 'NAME_DESC', last: 1 });
    expect(lastOne.names).toEqual(['a@1.0.0']);
  });

  it("orders a group's packages by project path", async () => {
    const group = await createGroup(t);
    const late = await projectAt(group.id, `zz-${Date.now()}`);
    const early = await projectAt(group.id, `aa-${Date.now()}`);
    await publish(late, 'in-late', '1.0.0');
    await publish(early, 'in-early', '1.0.0');
    await publish(late, 'in-late-too', '1.0.0');
    const names = async (groupSort: string, first?: number, after?: string | null) => {
      const res = await t.graphql(SortedGroupPackagesDocument, {
        fullPath: group.full_path,
        groupSort: groupSort as 'PROJECT_PATH_ASC',
        first,
        after,
      });
      expect(res.errors).toBeUndefined();
      return res.data!.group!.packages!;
    };
    expect((await names('PROJECT_PATH_ASC')).nodes.map((n) => n.name)).toEqual([
      'in-early',
      'in-late',
      'in-late-too',
    ]);
    const page = await names('PROJECT_PATH_DESC', 2);
    expect(page.nodes.map((n) => n.name)).toEqual(['in-late-too', 'in-late']);
    const rest = await names('PROJECT_PATH_DESC', 2, page.pageInfo.endCursor);
    expect(rest.nodes.map((n) => n.name)).toEqual(['in-early']);
  });

  it('counts no package in error, as uploads here leave none so', async () => {
    const group = await createGroup(t);
    const inGroup = await createProject(t, { namespace_id: group.id });
    await publish(inGroup, 'fine', '1.0.0');
    const projectErrors = await t.graphql(ProjectPackageErrorsCountDocument, {
      fullPath: inGroup.path_with_namespace,
    });
    expect(projectErrors.errors).toBeUndefined();
    expect(projectErrors.data!.project!.packages).toMatchObject({ count: 0, nodes: [] });
    const groupErrors = await t.graphql(GroupPackageErrorsCountDocument, { fullPath: group.full_path });
    expect(groupErrors.data!.group!.packages).toMatchObject({ count: 0, nodes: [] });
  });
});

describe('destroyPackageFile and destroyPackageFiles', () => {
  it('deletes one file for maintainers and refuses developers', async () => {
    const id = await publish(project, 'one-file', '1.0.0', 'a.txt');
    await publish(project, 'one-file', '1.0.0', 'b.txt');
    const [a] = (await filesOf(project, id))!;
    const refused = await t.graphql(DestroyPackageFileDocument, { id: fileGid(a!.id) }, developer.token);
    expect(refused.data!.destroyPackageFile!.errors).toHaveLength(1);
    expect((await filesOf(project, id))!.map((f) => f.file_name)).toEqual(['a.txt', 'b.txt']);

    const done = await t.graphql(DestroyPackageFileDocument, { id: fileGid(a!.id) });
    expect(done.data!.destroyPackageFile!.errors).toEqual([]);
    expect((await filesOf(project, id))!.map((f) => f.file_name)).toEqual(['b.txt']);
  });

  it("deletes a project's files together, or none when one is not the project's", async () => {
    const id = await publish(project, 'many-files', '1.0.0', 'a.txt');
    await publish(project, 'many-files', '1.0.0', 'b.txt');
    const elsewhere = await createProject(t);
    const otherId = await publish(elsewhere, 'elsewhere', '1.0.0');
    const [a, b] = (await filesOf(project, id))!;
    const [other] = (await filesOf(elsewhere, otherId))!;

    const mixed = await t.graphql(DestroyPackageFilesDocument, {
      projectPath: project.path_with_namespace,
      ids: [fileGid(a!.id), fileGid(other!.id)],
    });
    expect(mixed.data!.destroyPackageFiles!.errors).toHaveLength(1);
    expect(await filesOf(project, id)).toHaveLength(2);
    expect(await filesOf(elsewhere, otherId)).toHaveLength(1);

    const done = await t.graphql(DestroyPackageFilesDocument, {
      projectPath: project.path_with_namespace,
      ids: [fileGid(a!.id), fileGid(b!.id)],
    });
    expect(done.data!.destroyPackageFiles!.errors).toEqual([]);
    expect(await filesOf(project, id)).toEqual([]);
  });
});

describe('destroyPackages', () => {
  it('deletes packages of several projects, or none when one of them may not be', async () => {
    const mine = await createProject(t);
    const theirs = await createProject(t);
    const maintainer = await createUser(t);
    await addMember(t, 'projects', mine.id, maintainer.id, 40);
    await addMember(t, 'projects', theirs.id, maintainer.id, 30);
    const a = await publish(mine, 'bulk-a', '1.0.0');
    const b = await publish(theirs, 'bulk-b', '1.0.0');

    const refused = await t.graphql(
      DestroyPackagesDocument,
      { ids: [packageGid(a), packageGid(b)] },
      maintainer.token,
    );
    expect(refused.data!.destroyPackages!.errors).toHaveLength(1);
    expect((await t.get(`/projects/${mine.id}/packages/${a}`)).status).toBe(200);
    expect((await t.get(`/projects/${theirs.id}/packages/${b}`)).status).toBe(200);

    const tooMany = await t.graphql(DestroyPackagesDocument, {
      ids: Array.from({ length: 101 }, (_, i) => packageGid(a + i)),
    });
    expect(tooMany.data!.destroyPackages!.errors).toEqual(['Cannot delete more than 100 packages']);

    const done = await t.graphql(DestroyPackagesDocument, { ids: [packageGid(a), packageGid(b)] });
    expect(done.data!.destroyPackages!.errors).toEqual([]);
    expect((await t.get(`/projects/${mine.id}/packages/${a}`)).status).toBe(404);
    expect((await t.get(`/projects/${theirs.id}/packages/${b}`)).status).toBe(404);
  });
});
