import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  CiJobTokenScopeAddGroupOrProjectDocument,
  CiJobTokenScopeAddProjectDocument,
  CiJobTokenScopeRemoveGroupDocument,
  CiJobTokenScopeRemoveProjectDocument,
  CurrentUserDocument,
  ProjectCiCdSettingsUpdateDocument,
  ProjectCiJobTokenAuthLogsDocument,
  ProjectCiJobTokenScopeDocument,
} from './generated/graphql.ts';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { latestPipeline, protocolRunner, waitFor, type JobPayload } from './support/ci.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, commitFiles, git, gitFails, tempDir, workTree } from './support/git.ts';
import { addMember, createGroup, type CreatedGroup } from './support/membership.ts';

const execFileAsync = promisify(execFile);

let t: TestApp;
let base: string;
let runner: ReturnType<typeof protocolRunner>;
let alice: CreatedUser;
let bob: CreatedUser;
let sourceGroup: CreatedGroup;
let targetGroup: CreatedGroup;

interface Repo {
  id: number;
  fullPath: string;
  path: string;
  sha: string;
}

/** The source project's running `test` job: its token is the job token these tests use. */
let source: Repo;
let job: JobPayload;
let sourceBuild: JobPayload;
/** A private project in a group where alice is a developer, with a finished job that has artifacts. */
let target: Repo;
let targetBuild: JobPayload;
/** Private projects: in the same group as `target` (alice a developer), and one alice is no member of. */
let other: Repo;
let secret: Repo;
/** Internal projects alice is no member of: repository open to everyone, and members-only (alice a developer). */
let internal: Repo;
let internalMembersOnly: Repo;
let publicRepo: Repo;

const BUILD = `
build:
  tags: [scope]
  script: echo build
  artifacts:
    paths: [out.txt]
`;

const SOURCE_CONFIG = `
stages: [build, test]
build:
  stage: build
  tags: [scope]
  script: echo build
  artifacts:
    paths: [out.txt]
test:
  stage: test
  tags: [scope]
  script: echo test
`;

/** Creates a project through the API and pushes one commit with `files` to main. */
async function pushedProject(
  token: string,
  attributes: Record<string, unknown>,
  files: Record<string, string> = { 'README.md': '# readme\n' },
): Promise<Repo> {
  const name = `scope-${Math.random().toString(36).slice(2, 8)}`;
  const created = await t.post('/projects', { token, body: { name, visibility: 'private', ...attributes } });
  expect(created.status, created.text).toBe(201);
  const fullPath: string = created.body.path_with_namespace;
  const dir = await workTree(t, fullPath, token);
  const sha = await commitFiles(dir, files, 'Initial files');
  await git(dir, ['push', '--quiet', 'origin', 'HEAD:refs/heads/main']);
  return { id: created.body.id, fullPath, path: created.body.path, sha };
}

/** Takes the next job, uploads `out.txt` holding `content` as its artifacts, and succeeds. */
async function runWithArtifacts(content: string): Promise<JobPayload> {
  const next = await waitFor(
    () => runner.request(),
    (j) => j !== null,
    'a pending job',
  );
  const dir = await tempDir();
  await fs.writeFile(path.join(dir, 'out.txt'), content);
  await execFileAsync('zip', ['-q', 'artifacts.zip', 'out.txt'], { cwd: dir });
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(await fs.readFile(path.join(dir, 'artifacts.zip')))]), 'a.zip');
  form.set('artifact_type', 'archive');
  form.set('artifact_format', 'zip');
  const uploaded = await fetch(`${base}/api/v4/jobs/${next!.id}/artifacts`, {
    method: 'POST',
    headers: { 'job-token': next!.token },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  await runner.finish(next!, 'success');
  return next!;
}

/** A request with the job token as the JOB-TOKEN header and no other credentials. */
function asJob(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = job.token) {
  return t.request(method, url, { token: null, headers: { 'job-token': token }, body });
}

/** `git clone` with the job token as `gitlab-ci-token`'s password. */
function jobCloneUrl(fullPath: string): string {
  return `${base.replace('http://', `http://gitlab-ci-token:${job.token}@`)}/${fullPath}.git`;
}

function refusal(to: Repo) {
  return `Authentication by CI/CD job token not allowed from ${source.path} to ${to.path}.`;
}

beforeAll(async () => {
  t = await startTestApp();
  base = await t.listen();
  const created = await t.post('/user/runners', {
    body: { runner_type: 'instance_type', tag_list: ['scope'], run_untagged: false },
  });
  runner = protocolRunner(t, created.body.token);
  alice = await createUser(t);
  bob = await createUser(t);
  sourceGroup = await createGroup(t, {}, alice.token);
  targetGroup = await createGroup(t);
  await addMember(t, 'groups', targetGroup.id, alice.id, 30);

  target = await pushedProject(
    ROOT_TOKEN,
    { namespace_id: targetGroup.id },
    {
      '.gitlab-ci.yml': BUILD,
    },
  );
  await latestPipeline(t, target.id);
  targetBuild = await runWithArtifacts('target\n');

  source = await pushedProject(
    alice.token,
    { namespace_id: sourceGroup.id },
    {
      '.gitlab-ci.yml': SOURCE_CONFIG,
      'config/app.txt': 'settings\n',
    },
  );
  await latestPipeline(t, source.id);
  sourceBuild = await runWithArtifacts('source\n');
  job = (await waitFor(
    () => runner.request(),
    (j) => j !== null,
    'the test job',
  ))!;
  expect(job.job_info.name).toBe('test');

  other = await pushedProject(ROOT_TOKEN, { namespace_id: targetGroup.id });
  secret = await pushedProject(ROOT_TOKEN, {});
  internal = await pushedProject(ROOT_TOKEN, { visibility: 'internal' });
  internalMembersOnly = await pushedProject(ROOT_TOKEN, {
    visibility: 'internal',
    repository_access_level: 'private',
  });
  await addMember(t, 'projects', internalMembersOnly.id, alice.id, 30);
  publicRepo = await pushedProject(ROOT_TOKEN, { visibility: 'public' });
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

describe('what a job token may call', () => {
  it('reads its own job with GET /job; other credentials get a 404 there, none a 401', async () => {
    const own = await asJob('GET', '/job');
    expect(own.status, own.text).toBe(200);
    expect(own.body).toMatchObject({
      id: job.id,
      name: 'test',
      status: 'running',
      user: { username: alice.username },
    });
    expect(await t.get('/job', { token: alice.token })).toMatchObject({
      status: 404,
      body: { message: '404 Job Not Found' },
    });
    expect((await t.get('/job', { token: null })).status).toBe(401);
  });

  it('is no credential on the endpoints GitLab does not open to it: logs, job lists, projects', async () => {
    // Logs of other jobs (and of its own), the project's job lists: a signed-in caller is needed.
    for (const url of [
      `/projects/${source.id}/jobs/${sourceBuild.id}/trace`,
      `/projects/${source.id}/jobs/${job.id}/trace`,
      `/projects/${source.id}/jobs`,
      `/projects/${source.id}/jobs/${sourceBuild.id}`,
      `/projects/${internal.id}/jobs`,
    ]) {
      expect(await asJob('GET', url), url).toMatchObject({
        status: 401,
        body: { message: '401 Unauthorized' },
      });
    }
    // The caller is anonymous: a private project, even its own, is not found, in lists as in lookups.
    expect(await asJob('GET', `/projects/${source.id}`)).toMatchObject({
      status: 404,
      body: { message: '404 Project Not Found' },
    });
    expect((await asJob('GET', `/projects/${source.id}/pipelines`)).status).toBe(404);
    const listed = await asJob('GET', '/projects');
    expect(listed.status).toBe(200);
    const ids = (listed.body as { id: number }[]).map((p) => p.id);
    expect(ids).not.toContain(source.id);
    expect(ids).not.toContain(internal.id);
    expect((await asJob('GET', `/projects/${publicRepo.id}`)).body).not.toHaveProperty('permissions');
    // The same job token is refused by GraphQL, over HTTP and WebSocket, as by GitLab's.
    const gql = await t.running.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'job-token': job.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ query: print(CurrentUserDocument) }),
    });
    expect(gql.statusCode).toBe(401);
    expect(JSON.parse(gql.body)).toEqual({ errors: [{ message: 'Invalid token' }] });
    const bearer = await t.running.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${job.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ query: print(CurrentUserDocument) }),
    });
    expect(bearer.statusCode).toBe(401);
    for (const params of [{ 'JOB-TOKEN': job.token }, { authToken: job.token }]) {
      const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/graphql`, 'graphql-transport-ws');
      await new Promise((resolve) => socket.once('open', resolve));
      socket.send(JSON.stringify({ type: 'connection_init', payload: params }));
      const [code] = await new Promise<[number]>((resolve) => socket.once('close', (c) => resolve([c])));
      expect(code).toBe(4403);
    }
  });

  it('uses its own project: repository reads, artifacts, dependencies and git clone', async () => {
    const branches = await asJob('GET', `/projects/${source.id}/repository/branches`);
    expect(branches.status, branches.text).toBe(200);
    expect(branches.body.map((b: { name: string }) => b.name)).toEqual(['main']);
    expect((await asJob('GET', `/projects/${source.id}/repository/tags`)).status).toBe(200);
    expect(
      (await asJob('GET', `/projects/${source.id}/repository/commits/${source.sha}`)).body,
    ).toMatchObject({
      id: source.sha,
    });
    const raw = await asJob('GET', `/projects/${source.id}/repository/files/config%2Fapp.txt/raw`);
    expect(raw.text).toBe('settings\n');
    // A job token also works as a Bearer token where job tokens are accepted.
    const asBearer = await t.get(`/projects/${source.id}/repository/branches`, {
      token: null,
      headers: { authorization: `Bearer ${job.token}` },
    });
    expect(asBearer.status).toBe(200);

    const file = await asJob('GET', `/projects/${source.id}/jobs/${sourceBuild.id}/artifacts/out.txt`);
    expect(file.status, file.text).toBe(200);
    expect(file.text).toBe('source\n');
    expect((await asJob('GET', `/projects/${source.id}/jobs/${sourceBuild.id}/artifacts`)).status).toBe(200);
    const byRef = await asJob('GET', `/projects/${source.id}/jobs/artifacts/main/raw/out.txt?job=build`);
    expect(byRef.text).toBe('source\n');
    // The runner downloads the artifacts of the jobs it depends on with the same token.
    expect(job.dependencies.map((d) => d.id)).toEqual([sourceBuild.id]);
    const dependency = await asJob('GET', `/jobs/${sourceBuild.id}/artifacts`);
    expect(dependency.status).toBe(200);
    expect((await asJob('GET', `/jobs/${targetBuild.id}/artifacts`)).status).toBe(404);

    const dir = await tempDir();
    await git(dir, ['clone', '--quiet', jobCloneUrl(source.fullPath), 'own']);
    expect((await git(path.join(dir, 'own'), ['rev-parse', 'HEAD'])).stdout.trim()).toBe(source.sha);
  });

  it('is refused by a private project whose allowlist does not admit it, everywhere alike', async () => {
    const message = `403 Forbidden - ${refusal(other)}`;
    for (const url of [
      `/projects/${other.id}/repository/branches`,
      `/projects/${other.id}/repository/files/README.md/raw`,
      `/projects/${target.id}/jobs/${targetBuild.id}/artifacts`,
    ]) {
      const to = url.includes(`/${target.id}/`) ? target : other;
      expect(await asJob('GET', url), url).toMatchObject({
        status: 403,
        body: { message: `403 Forbidden - ${refusal(to)}` },
      });
    }
    expect((await asJob('GET', `/projects/${other.id}/repository/branches`)).body.message).toBe(message);
    // The trigger API says nothing about projects a token may not reach.
    const triggered = await t.post(`/projects/${other.id}/trigger/pipeline`, {
      token: null,
      body: { token: job.token, ref: 'main' },
    });
    expect(triggered).toMatchObject({ status: 404, body: { message: '404 Not found' } });
    // git prints the reason.
    const stderr = await gitFails(await tempDir(), ['clone', jobCloneUrl(other.fullPath), 'other']);
    expect(stderr).toContain(refusal(other));
    expect(stderr).toContain('403');
  });

  it('never reaches beyond its user: an allowlisted project the user cannot see is not found', async () => {
    const added = await t.post(`/projects/${secret.id}/job_token_scope/allowlist`, {
      body: { target_project_id: source.id },
    });
    expect(added.status, added.text).toBe(201);
    expect(await asJob('GET', `/projects/${secret.id}/repository/branches`)).toMatchObject({
      status: 404,
      body: { message: '404 Project Not Found' },
    });
    const stderr = await gitFails(await tempDir(), ['clone', jobCloneUrl(secret.fullPath), 'secret']);
    expect(stderr).toContain(
      "The project you were looking for could not be found or you don't have permission",
    );
  });

  it('reaches an allowlisted project as its user: reads, artifacts, clone, trigger and pipeline metadata', async () => {
    const before = await asJob('GET', `/projects/${target.id}/repository/branches`);
    expect(before.status).toBe(403);
    const added = await t.post(`/projects/${target.id}/job_token_scope/allowlist`, {
      body: { target_project_id: source.id },
    });
    expect(added.status, added.text).toBe(201);
    expect(added.body).toEqual({ source_project_id: target.id, target_project_id: source.id });

    expect((await asJob('GET', `/projects/${target.id}/repository/branches`)).status).toBe(200);
    const artifact = await asJob('GET', `/projects/${target.id}/jobs/${targetBuild.id}/artifacts/out.txt`);
    expect(artifact.text).toBe('target\n');
    const dir = await tempDir();
    await git(dir, ['clone', '--quiet', jobCloneUrl(target.fullPath), 'target']);
    expect((await git(path.join(dir, 'target'), ['rev-parse', 'HEAD'])).stdout.trim()).toBe(target.sha);

    // (main is protected: a developer's pipelines run on other branches.)
    const branch = await t.post(`/projects/${target.id}/repository/branches`, {
      body: { branch: 'feature', ref: 'main' },
    });
    expect(branch.status, branch.text).toBe(201);
    const triggered = await t.post(`/projects/${target.id}/trigger/pipeline`, {
      token: null,
      body: { token: job.token, ref: 'feature' },
    });
    expect(triggered.status, triggered.text).toBe(201);
    expect(triggered.body).toMatchObject({ source: 'pipeline', user: { username: alice.username } });
    const renamed = await asJob('PUT', `/projects/${target.id}/pipelines/${triggered.body.id}/metadata`, {
      name: 'from upstream',
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.name).toBe('from upstream');
    // Still not the endpoints GitLab keeps from job tokens.
    expect((await asJob('GET', `/projects/${target.id}/jobs`)).status).toBe(401);

    expect((await t.delete(`/projects/${target.id}/job_token_scope/allowlist/${source.id}`)).status).toBe(
      204,
    );
    expect((await asJob('GET', `/projects/${target.id}/repository/branches`)).status).toBe(403);
  });

  it("logs the projects whose job tokens got in, for the accessed project's maintainers", async () => {
    const logOf = (token?: string) =>
      t.graphql(ProjectCiJobTokenAuthLogsDocument, { fullPath: other.fullPath, first: 10 }, token);
    expect((await logOf()).data!.project!.ciJobTokenAuthLogs).toEqual({
      count: 0,
      nodes: [],
      pageInfo: { endCursor: null, hasNextPage: false },
    });
    // Refused tokens are not logged; admitted ones are, once per project, with the last time.
    expect((await asJob('GET', `/projects/${other.id}/repository/branches`)).status).toBe(403);
    expect((await logOf()).data!.project!.ciJobTokenAuthLogs!.count).toBe(0);
    const added = await t.post(`/projects/${other.id}/job_token_scope/allowlist`, {
      body: { target_project_id: source.id },
    });
    expect(added.status, added.text).toBe(201);
    const started = Date.now();
    expect((await asJob('GET', `/projects/${other.id}/repository/branches`)).status).toBe(200);
    const first = (await logOf()).data!.project!.ciJobTokenAuthLogs!;
    expect(first.count).toBe(1);
    expect(first.nodes[0]!.originProject).toEqual({
      id: `gid://gitlab/Project/${source.id}`,
      fullPath: source.fullPath,
      path: source.path,
      name: expect.any(String),
      avatarUrl: null,
    });
    const firstAt = Date.parse(first.nodes[0]!.lastAuthorizedAt);
    expect(firstAt).toBeGreaterThanOrEqual(started - 1000);
    expect((await asJob('GET', `/projects/${other.id}/repository/tags`)).status).toBe(200);
    const again = (await logOf()).data!.project!.ciJobTokenAuthLogs!;
    expect(again.count).toBe(1);
    expect(Date.parse(again.nodes[0]!.lastAuthorizedAt)).toBeGreaterThanOrEqual(firstAt);
    // Developers (alice, through the group) may not read it.
    expect((await logOf(alice.token)).data!.project!.ciJobTokenAuthLogs).toBeNull();
    expect((await t.delete(`/projects/${other.id}/job_token_scope/allowlist/${source.id}`)).status).toBe(204);
  });

  it('reaches a project whose groups allowlist holds a group of its project', async () => {
    const added = await t.post(`/projects/${other.id}/job_token_scope/groups_allowlist`, {
      body: { target_group_id: sourceGroup.id },
    });
    expect(added.status, added.text).toBe(201);
    expect(added.body).toEqual({ source_project_id: other.id, target_group_id: sourceGroup.id });
    expect((await asJob('GET', `/projects/${other.id}/repository/branches`)).status).toBe(200);
    await git(await tempDir(), ['clone', '--quiet', jobCloneUrl(other.fullPath), 'other']);

    const removed = await t.delete(
      `/projects/${other.id}/job_token_scope/groups_allowlist/${sourceGroup.id}`,
    );
    expect(removed.status).toBe(204);
    expect((await asJob('GET', `/projects/${other.id}/repository/branches`)).status).toBe(403);
  });

  it('reads public repositories outside the allowlist unless they are for members only; internal ones need the allowlist', async () => {
    // Anyone may read a public repository enabled for everyone: so may a job token outside the
    // allowlist; nothing else there.
    expect((await asJob('GET', `/projects/${publicRepo.id}/repository/branches`)).status).toBe(200);
    await git(await tempDir(), ['clone', '--quiet', jobCloneUrl(publicRepo.fullPath), 'open']);
    expect(
      await asJob('PUT', `/projects/${publicRepo.id}/pipelines/1/metadata`, { name: 'x' }),
    ).toMatchObject({ status: 403, body: { message: `403 Forbidden - ${refusal(publicRepo)}` } });

    // Internal projects admit job tokens of other projects only through their allowlist, in the API
    // and for git clones alike.
    expect(await asJob('GET', `/projects/${internal.id}/repository/branches`)).toMatchObject({
      status: 403,
      body: { message: `403 Forbidden - ${refusal(internal)}` },
    });
    expect(await gitFails(await tempDir(), ['clone', jobCloneUrl(internal.fullPath), 'x'])).toContain(
      refusal(internal),
    );
    expect(await asJob('GET', `/projects/${internalMembersOnly.id}/repository/branches`)).toMatchObject({
      status: 403,
      body: { message: `403 Forbidden - ${refusal(internalMembersOnly)}` },
    });
    const stderr = await gitFails(await tempDir(), ['clone', jobCloneUrl(internalMembersOnly.fullPath), 'x']);
    expect(stderr).toContain(refusal(internalMembersOnly));
  });

  it('reaches any project whose "Limit access to this project" is turned off, as its user', async () => {
    expect((await t.get(`/projects/${other.id}/job_token_scope`)).body).toEqual({
      inbound_enabled: true,
      outbound_enabled: false,
    });
    const off = await t.request('PATCH', `/projects/${other.id}/job_token_scope`, {
      body: { enabled: false },
    });
    expect(off.status, off.text).toBe(204);
    expect((await t.get(`/projects/${other.id}/job_token_scope`)).body.inbound_enabled).toBe(false);
    expect((await asJob('GET', `/projects/${other.id}/repository/branches`)).status).toBe(200);
    await git(await tempDir(), ['clone', '--quiet', jobCloneUrl(other.fullPath), 'open']);
    // Still only what the user may do: the secret project stays hidden however it is configured.
    await t.request('PATCH', `/projects/${secret.id}/job_token_scope`, { body: { enabled: false } });
    expect((await asJob('GET', `/projects/${secret.id}/repository/branches`)).status).toBe(404);

    const on = await t.request('PATCH', `/projects/${other.id}/job_token_scope`, { body: { enabled: true } });
    expect(on.status).toBe(204);
    expect((await asJob('GET', `/projects/${other.id}/repository/branches`)).status).toBe(403);
  });
});

describe('the job token scope API', () => {
  it('is enabled for new projects, and lists the project itself first on its allowlist', async () => {
    const fresh = await pushedProject(alice.token, {});
    expect((await t.get(`/projects/${fresh.id}/job_token_scope`, { token: alice.token })).body).toEqual({
      inbound_enabled: true,
      outbound_enabled: false,
    });
    const listed = await t.get(`/projects/${fresh.id}/job_token_scope/allowlist`, { token: alice.token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((p: { id: number }) => p.id)).toEqual([fresh.id]);
    expect(listed.body[0]).toMatchObject({
      path_with_namespace: fresh.fullPath,
      namespace: { kind: 'user' },
    });
    expect(listed.headers['x-total']).toBe('1');
    expect(
      (await t.get(`/projects/${fresh.id}/job_token_scope/groups_allowlist`, { token: alice.token })).body,
    ).toEqual([]);
  });

  it('lets maintainers edit the allowlists, refuses bad input with a message and leaves nothing half-done', async () => {
    const owned = await pushedProject(alice.token, {});
    const url = `/projects/${owned.id}/job_token_scope`;
    const add = (body: unknown, token = alice.token) => t.post(`${url}/allowlist`, { token, body });

    expect((await add({ target_project_id: target.id })).status).toBe(201);
    expect(await add({ target_project_id: target.id })).toMatchObject({
      status: 400,
      body: { message: '400 Bad request - This project is already in the job token allowlist.' },
    });
    expect(await add({ target_project_id: owned.id })).toMatchObject({
      status: 400,
      body: {
        message:
          "400 Bad request - Validation failed: Target project can't be the same as the source project",
      },
    });
    expect(await add({ target_project_id: 999999 })).toMatchObject({
      status: 404,
      body: { message: '404 target_project_id not found Not Found' },
    });
    expect(await add({ target_project_id: secret.id })).toMatchObject({
      status: 400,
      body: {
        message:
          "400 Bad request - The target_project that you are attempting to access does not exist or you don't have permission to perform this action",
      },
    });
    expect(await add({})).toMatchObject({
      status: 400,
      body: { message: '400 Bad request - target_project_id is missing' },
    });
    expect((await add({ target_project_id: 'abc' })).status).toBe(400);
    expect((await t.request('PATCH', url, { token: alice.token, body: {} })).body).toEqual({
      message: '400 Bad request - enabled is missing',
    });
    expect((await t.request('PATCH', url, { token: alice.token, body: { enabled: 'maybe' } })).status).toBe(
      400,
    );

    const listed = await t.get(`${url}/allowlist`, { token: alice.token });
    expect(listed.body.map((p: { id: number }) => p.id)).toEqual([owned.id, target.id]);

    expect((await t.delete(`${url}/allowlist/${owned.id}`, { token: alice.token })).body).toEqual({
      message: '400 Bad request - Source project cannot be removed from the job token scope',
    });
    expect((await t.delete(`${url}/allowlist/${target.id}`, { token: alice.token })).status).toBe(204);
    expect((await t.delete(`${url}/allowlist/${target.id}`, { token: alice.token })).body).toEqual({
      message: '400 Bad request - Target project is not in the job token scope',
    });

    const groupAdded = await t.post(`${url}/groups_allowlist`, {
      token: alice.token,
      body: { target_group_id: targetGroup.id },
    });
    expect(groupAdded.status, groupAdded.text).toBe(201);
    expect(
      (
        await t.post(`${url}/groups_allowlist`, {
          token: alice.token,
          body: { target_group_id: targetGroup.id },
        })
      ).body,
    ).toEqual({ message: '400 Bad request - This group is already in the job token allowlist.' });
    expect(
      (
        await t.post(`${url}/groups_allowlist`, {
          token: bob.token,
          body: { target_group_id: targetGroup.id },
        })
      ).status,
    ).toBe(404);
    const groups = await t.get(`${url}/groups_allowlist`, { token: alice.token });
    expect(groups.body).toEqual([
      {
        id: targetGroup.id,
        name: targetGroup.name,
        web_url: `http://railyard.test/groups/${targetGroup.full_path}`,
      },
    ]);
    expect(
      (await t.post(`${url}/groups_allowlist`, { token: alice.token, body: { target_group_id: 999999 } }))
        .body,
    ).toEqual({ message: '404 target_group_id not found Not Found' });
    expect((await t.delete(`${url}/groups_allowlist/${targetGroup.id}`, { token: alice.token })).status).toBe(
      204,
    );
  });

  it('is for maintainers: developers get a 403, strangers a 404, anonymous callers a 401', async () => {
    const owned = await pushedProject(alice.token, {});
    await addMember(t, 'projects', owned.id, bob.id, 30);
    const url = `/projects/${owned.id}/job_token_scope`;
    for (const response of [
      await t.get(url, { token: bob.token }),
      await t.request('PATCH', url, { token: bob.token, body: { enabled: false } }),
      await t.get(`${url}/allowlist`, { token: bob.token }),
      await t.post(`${url}/allowlist`, { token: bob.token, body: { target_project_id: target.id } }),
      await t.delete(`${url}/allowlist/${target.id}`, { token: bob.token }),
      await t.get(`${url}/groups_allowlist`, { token: bob.token }),
      await t.post(`${url}/groups_allowlist`, {
        token: bob.token,
        body: { target_group_id: targetGroup.id },
      }),
    ]) {
      expect(response).toMatchObject({ status: 403, body: { message: '403 Forbidden' } });
    }
    const stranger = await createUser(t);
    expect(await t.get(url, { token: stranger.token })).toMatchObject({
      status: 404,
      body: { message: '404 Project Not Found' },
    });
    expect((await t.get(url, { token: null })).status).toBe(401);
    // Nothing changed.
    expect((await t.get(url, { token: alice.token })).body.inbound_enabled).toBe(true);
    expect((await t.get(`${url}/allowlist`, { token: alice.token })).body).toHaveLength(1);
  });
});

describe('the job token scope in GraphQL', () => {
  it('shows maintainers the scope and its settings, and hides them from developers', async () => {
    const owned = await pushedProject(alice.token, {});
    await addMember(t, 'projects', owned.id, bob.id, 30);
    const read = (token: string) =>
      t.graphql(ProjectCiJobTokenScopeDocument, { fullPath: owned.fullPath }, token);

    const byGroup = await t.graphql(
      CiJobTokenScopeAddGroupOrProjectDocument,
      { projectPath: owned.fullPath, targetPath: targetGroup.full_path },
      alice.token,
    );
    expect(byGroup.data!.ciJobTokenScopeAddGroupOrProject).toMatchObject({
      errors: [],
      ciJobTokenScope: { inboundAllowlistCount: 1, groupsAllowlistCount: 1 },
      ciJobTokenScopeAllowlistEntry: {
        direction: 'inbound',
        sourceProject: { fullPath: owned.fullPath },
        addedBy: { username: alice.username },
        target: { __typename: 'CiJobTokenAccessibleGroup', fullPath: targetGroup.full_path },
      },
    });
    const byProject = await t.graphql(
      CiJobTokenScopeAddGroupOrProjectDocument,
      { projectPath: owned.fullPath, targetPath: target.fullPath },
      alice.token,
    );
    expect(byProject.data!.ciJobTokenScopeAddGroupOrProject!.ciJobTokenScopeAllowlistEntry!.target).toEqual({
      __typename: 'CiJobTokenAccessibleProject',
      fullPath: target.fullPath,
    });

    const shown = await read(alice.token);
    expect(shown.data!.project).toMatchObject({
      ciCdSettings: { inboundJobTokenScopeEnabled: true, jobTokenScopeEnabled: false },
      ciJobTokenScope: {
        inboundAllowlistCount: 2,
        groupsAllowlistCount: 1,
        inboundAllowlist: {
          nodes: [
            { fullPath: owned.fullPath, id: `gid://gitlab/Project/${owned.id}` },
            { fullPath: target.fullPath, name: expect.any(String), path: target.path },
          ],
        },
        groupsAllowlist: {
          nodes: [{ fullPath: targetGroup.full_path, id: `gid://gitlab/Group/${targetGroup.id}` }],
        },
      },
    });
    const hidden = await read(bob.token);
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data!.project).toMatchObject({ ciCdSettings: null, ciJobTokenScope: null });

    const removedProject = await t.graphql(
      CiJobTokenScopeRemoveProjectDocument,
      { projectPath: owned.fullPath, targetProjectPath: target.fullPath },
      alice.token,
    );
    expect(removedProject.data!.ciJobTokenScopeRemoveProject).toEqual({
      errors: [],
      ciJobTokenScope: { inboundAllowlistCount: 1 },
    });
    const removedGroup = await t.graphql(
      CiJobTokenScopeRemoveGroupDocument,
      { projectPath: owned.fullPath, targetGroupPath: targetGroup.full_path },
      alice.token,
    );
    expect(removedGroup.data!.ciJobTokenScopeRemoveGroup).toEqual({
      errors: [],
      ciJobTokenScope: { groupsAllowlistCount: 0 },
    });
  });

  it('lets only maintainers change it, and reports bad input in errors', async () => {
    const owned = await pushedProject(alice.token, {});
    await addMember(t, 'projects', owned.id, bob.id, 30);
    const denied =
      "The resource that you are attempting to access does not exist or you don't have permission to perform this action";

    const asDeveloper = await t.graphql(
      CiJobTokenScopeAddProjectDocument,
      { projectPath: owned.fullPath, targetProjectPath: target.fullPath },
      bob.token,
    );
    expect(asDeveloper.data!.ciJobTokenScopeAddProject).toEqual({ errors: [denied], ciJobTokenScope: null });
    const toggle = await t.graphql(
      ProjectCiCdSettingsUpdateDocument,
      { fullPath: owned.fullPath, inboundJobTokenScopeEnabled: false },
      bob.token,
    );
    expect(toggle.data!.projectCiCdSettingsUpdate).toEqual({ errors: [denied], ciCdSettings: null });

    const missing = await t.graphql(
      CiJobTokenScopeAddGroupOrProjectDocument,
      { projectPath: owned.fullPath, targetPath: 'no/such/thing' },
      alice.token,
    );
    expect(missing.data!.ciJobTokenScopeAddGroupOrProject!.errors).toEqual([
      'The group or project does not exist.',
    ]);
    const unseen = await t.graphql(
      CiJobTokenScopeAddProjectDocument,
      { projectPath: owned.fullPath, targetProjectPath: secret.fullPath },
      alice.token,
    );
    expect(unseen.data!.ciJobTokenScopeAddProject!.errors).toEqual([
      "The target_project that you are attempting to access does not exist or you don't have permission to perform this action",
    ]);
    const added = await t.graphql(
      CiJobTokenScopeAddProjectDocument,
      { projectPath: owned.fullPath, targetProjectPath: target.fullPath },
      alice.token,
    );
    expect(added.data!.ciJobTokenScopeAddProject!.ciJobTokenScope!.inboundAllowlist.nodes).toEqual([
      { fullPath: owned.fullPath },
      { fullPath: target.fullPath },
    ]);
    const notThere = await t.graphql(
      CiJobTokenScopeRemoveProjectDocument,
      { projectPath: owned.fullPath, targetProjectPath: other.fullPath },
      alice.token,
    );
    expect(notThere.data!.ciJobTokenScopeRemoveProject!.errors).toEqual([
      'Target project is not in the job token scope',
    ]);

    const off = await t.graphql(
      ProjectCiCdSettingsUpdateDocument,
      { fullPath: owned.fullPath, inboundJobTokenScopeEnabled: false },
      alice.token,
    );
    expect(off.data!.projectCiCdSettingsUpdate).toEqual({
      errors: [],
      ciCdSettings: { inboundJobTokenScopeEnabled: false },
    });
    expect(
      (await t.get(`/projects/${owned.id}/job_token_scope`, { token: alice.token })).body.inbound_enabled,
    ).toBe(false);
  });
});
