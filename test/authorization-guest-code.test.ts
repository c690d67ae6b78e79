import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, cloneUrl, git, gitFails, tempDir } from './support/git.ts';
import { addMember, createGroup } from './support/membership.ts';

let t: TestApp;
let guest: CreatedUser;
let reporter: CreatedUser;
let external: CreatedUser;
let outsider: CreatedUser;
type Vis = 'private' | 'internal' | 'public';
const projects = {} as Record<Vis, { id: number; fullPath: string; sha: string }>;

const CODE_ROUTES = (id: number, sha: string) => [
  `/projects/${id}/repository/tree`,
  `/projects/${id}/repository/files/README.md?ref=main`,
  `/projects/${id}/repository/files/README.md/raw?ref=main`,
  `/projects/${id}/repository/blobs/${sha}`,
  `/projects/${id}/repository/archive`,
  `/projects/${id}/repository/commits`,
  `/projects/${id}/repository/compare?from=main&to=main`,
];

async function projectIn(vis: Vis, options: Record<string, unknown> = {}) {
  const group = await createGroup(t, { visibility: vis });
  for (const [user, level] of [
    [guest, 10],
    [reporter, 20],
  ] as const) {
    await addMember(t, 'groups', group.id, user.id, level);
  }
  const created = await t.post('/projects', {
    body: {
      name: `code-${vis}`,
      path: `code-${vis}-${group.id}`,
      namespace_id: group.id,
      visibility: vis,
      ...options,
    },
  });
  expect(created.status, created.text).toBe(201);
  await t.post(`/projects/${created.body.id}/repository/commits`, {
    body: {
      branch: 'main',
      commit_message: 'Readme',
      actions: [{ action: 'create', file_path: 'README.md', content: '# code\n' }],
    },
  });
  const tree = await t.get(`/projects/${created.body.id}/repository/tree`);
  return {
    id: created.body.id as number,
    fullPath: created.body.path_with_namespace as string,
    sha: tree.body[0].id as string,
  };
}

const repositoryQuery = `query($path: ID!) {
  project(fullPath: $path) { id repository { rootRef tree { blobs { nodes { name } } } } }
}`;

async function repositoryOf(fullPath: string, token: string | null) {
  const response = await t.post('/api/graphql', {
    token,
    body: { query: repositoryQuery, variables: { path: fullPath } },
  });
  return response.body.data.project as { id: string; repository: unknown } | null;
}

beforeAll(async () => {
  t = await startTestApp();
  [guest, reporter, external, outsider] = await Promise.all([
    createUser(t),
    createUser(t),
    createUser(t, { external: true }),
    createUser(t),
  ]);
  for (const vis of ['private', 'internal', 'public'] as const) projects[vis] = await projectIn(vis);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

describe("guests and the code of a project (GitLab's footnote: not on private projects)", () => {
  it('refuses the code of a private project to its guests with 403, on every read of the REST API', async () => {
    const { id, sha } = projects.private;
    expect((await t.get(`/projects/${id}`, { token: guest.token })).status).toBe(200);
    for (const route of CODE_ROUTES(id, sha)) {
      const response = await t.get(route, { token: guest.token });
      expect({ route, status: response.status, body: response.body }).toEqual({
        route,
        status: 403,
        body: { message: '403 Forbidden' },
      });
      expect((await t.get(route, { token: reporter.token })).status, route).toBe(200);
    }
  });

  it('lets the same guest read the code of internal and public projects', async () => {
    for (const vis of ['internal', 'public'] as const) {
      const { id, sha } = projects[vis];
      for (const route of CODE_ROUTES(id, sha)) {
        expect((await t.get(route, { token: guest.token })).status, `${vis} ${route}`).toBe(200);
      }
    }
  });

  it('gives a guest of a private project its project on GraphQL, without its repository', async () => {
    const hidden = await repositoryOf(projects.private.fullPath, guest.token);
    expect(hidden).toMatchObject({ id: `gid://gitlab/Project/${projects.private.id}`, repository: null });
    expect((await repositoryOf(projects.private.fullPath, reporter.token))?.repository).toMatchObject({
      rootRef: 'main',
    });
    for (const vis of ['internal', 'public'] as const) {
      expect((await repositoryOf(projects[vis].fullPath, guest.token))?.repository, vis).toMatchObject({
        tree: { blobs: { nodes: [{ name: 'README.md' }] } },
      });
    }
  });

  it('refuses git clone of a private project to its guests, and clones internal and public ones', async () => {
    const dir = await tempDir();
    const refused = await gitFails(dir, [
      'clone',
      await cloneUrl(t, projects.private.fullPath, guest.token),
      'p',
    ]);
    expect(refused).toContain('You are not allowed to download code from this project.');
    for (const vis of ['internal', 'public'] as const) {
      await git(dir, ['clone', '--quiet', await cloneUrl(t, projects[vis].fullPath, guest.token), vis]);
      expect(await git(path.join(dir, vis), ['log', '--format=%s']).then((o) => o.stdout.trim())).toBe(
        'Readme',
      );
    }
    await git(dir, ['clone', '--quiet', await cloneUrl(t, projects.private.fullPath, reporter.token), 'r']);
  });

  it('refuses the code of an internal project to external users who are not reporters', async () => {
    const { id, fullPath } = projects.internal;
    expect((await t.get(`/projects/${id}/repository/tree`, { token: external.token })).status).toBe(404);
    const group = (await t.get(`/projects/${id}`)).body.namespace.id as number;
    await addMember(t, 'groups', group, external.id, 10);
    expect((await t.get(`/projects/${id}/repository/tree`, { token: external.token })).status).toBe(403);
    expect(await repositoryOf(fullPath, external.token)).toMatchObject({ repository: null });
    await t.put(`/groups/${group}/members/${external.id}`, { body: { access_level: 20 } });
    expect((await t.get(`/projects/${id}/repository/tree`, { token: external.token })).status).toBe(200);
  });

  it('keeps a repository set to "members only" from non-members of a public project', async () => {
    const project = await projectIn('public', { repository_access_level: 'private' });
    expect((await t.get(`/projects/${project.id}/repository/tree`, { token: outsider.token })).status).toBe(
      403,
    );
    expect((await t.get(`/projects/${project.id}/repository/tree`, { token: null })).status).toBe(403);
    expect((await t.get(`/projects/${project.id}/repository/tree`, { token: guest.token })).status).toBe(200);
  });
});

describe('guests and the jobs of a project (public pipelines)', () => {
  it('shows jobs to guests of a private project only when its pipelines are public', async () => {
    const open = await projectIn('private', { public_jobs: true });
    const closed = await projectIn('private', { public_jobs: false });
    expect((await t.get(`/projects/${open.id}/jobs`, { token: guest.token })).status).toBe(200);
    expect((await t.get(`/projects/${open.id}/pipelines`, { token: guest.token })).status).toBe(200);
    expect((await t.get(`/projects/${closed.id}/jobs`, { token: guest.token })).status).toBe(403);
    expect((await t.get(`/projects/${closed.id}/pipelines`, { token: guest.token })).status).toBe(403);
    expect((await t.get(`/projects/${closed.id}/jobs`, { token: reporter.token })).status).toBe(200);
  });
});
