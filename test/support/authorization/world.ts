import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { kysely } from '../../../src/db/database.ts';
import { startTestApp, type ApiResponse, type RequestOptions, type TestApp } from '../app.ts';
import { protocolRunner, waitFor } from '../ci.ts';
import { createUser, unique, type CreatedUser } from '../fixtures.ts';

const execFileAsync = promisify(execFile);

/** The callers the matrix asks for: everyone from an anonymous visitor to an administrator. */
export const ACTORS = [
  'anonymous',
  'outsider',
  'external',
  'guest',
  'reporter',
  'developer',
  'maintainer',
  'owner',
  'admin',
] as const;
export type ActorClass = (typeof ACTORS)[number];
export type Person = CreatedUser;

export const VISIBILITIES = ['private', 'internal', 'public'] as const;
export type Vis = (typeof VISIBILITIES)[number];

/** The role each member class holds on every fixture group (and so on its projects). */
export const ROLE_LEVEL: Partial<Record<ActorClass, number>> = {
  guest: 10,
  reporter: 20,
  developer: 30,
  maintainer: 40,
  owner: 50,
};

/**
 * The CI configuration of the fixture projects: no pipeline for pushes (the fixtures' own commits
 * and branches stay quiet), a build with artifacts and a manual deploy for every other source.
 */
export const CI_CONFIG = `
workflow:
  rules:
    - if: $CI_PIPELINE_SOURCE == "push"
      when: never
    - when: always
build:
  tags: [matrix]
  script: echo build
  artifacts:
    paths: [out.txt]
deploy:
  tags: [matrix]
  when: manual
  script: echo deploy
`;

export interface Ref {
  id: number;
  fullPath: string;
}

/** What exists at one visibility: a group of that visibility, its projects and their resources. */
export interface Place {
  vis: Vis;
  group: Ref;
  project: Ref;
  /** Another project of the group (its runner may be enabled in `project`), moved once between storages. */
  sibling: Ref;
  siblingMoveId: number;
  mainSha: string;
  /** The blob of README.md on `main`. */
  readmeBlob: string;
  snippetId: number;
  /** A finished pipeline on `feature`: its build succeeded with artifacts, its deploy is manual. */
  pipelineId: number;
  jobId: number;
  manualJobId: number;
  /** A build a runner is running: its id and job token. */
  runningJob: { id: number; token: string };
  scheduleId: number;
  trigger: { id: number; token: string };
  projectRunnerId: number;
  siblingRunnerId: number;
  groupRunnerId: number;
  projectInvite: string;
  groupInvite: string;
  /** A direct Guest member of the project, and one of the group, added by root. */
  memberId: number;
  groupMemberId: number;
  /** A subgroup of `group`, where projects may be transferred. */
  subgroup: Ref;
  /** A protected branch pattern that is not `main`, and its id. */
  protectedBranch: string;
  protectedBranchId: number;
}

export interface World {
  t: TestApp;
  rootId: number;
  people: Record<Exclude<ActorClass, 'anonymous'>, Person>;
  /** A plain user other users' abilities are asked about. */
  target: Person;
  places: Record<Vis, Place>;
  instanceRunnerId: number;
  /** A runner that takes no job (its tag matches none), for the runner protocol's job requests. */
  idleRunner: { id: number; token: string };
  storageMoveId: number;
  /** A personal access token of `target`. */
  targetTokenId: number;
  /** A user who is a member of nothing, for additions that must not happen. */
  candidate: Person;
  /** A public group projects and groups may be shared with. */
  shareTarget: Ref;
  dataDir: string;
}

export function tokenOf(world: World, actor: ActorClass): string | null {
  return actor === 'anonymous' ? null : world.people[actor].token;
}

/**
 * At most this many requests in flight: a write holds one connection for its transaction and may
 * need another, so the app's pool (MATRIX_POOL) must stay above twice this.
 */
const IN_FLIGHT = 8;
const MATRIX_POOL = 20;
let inFlight = 0;
const waiting: (() => void)[] = [];

/** `t.request` within the in-flight limit. */
export async function send<T = any>(
  t: TestApp,
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  if (inFlight >= IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
  inFlight += 1;
  try {
    return await t.request<T>(method, url, options);
  } finally {
    inFlight -= 1;
    waiting.shift()?.();
  }
}

/** A request as root that must succeed: set-up only. */
export async function setup<T = any>(
  t: TestApp,
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const response = await send<T>(t, method, url, options);
  if (response.status >= 300) throw new Error(`set-up ${method} ${url}: ${response.status} ${response.text}`);
  return response;
}

/** The application for an authorization test file: two storages, so repository moves can run. */
export async function startMatrixApp(): Promise<{ t: TestApp; dataDir: string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-authz-'));
  await fs.chmod(dataDir, 0o755);
  const t = await startTestApp({
    env: {
      DATA_DIR: dataDir,
      DB_POOL_MAX: String(MATRIX_POOL),
      GIT_STORAGES: `default=${path.join(dataDir, 'default')},second=${path.join(dataDir, 'second')}`,
    },
  });
  return { t, dataDir };
}

export async function closeWorld(world: World): Promise<void> {
  await world.t.close();
  await fs.rm(world.dataDir, { recursive: true, force: true });
}

/** Builds the fixtures every authorization test file shares. */
export async function buildWorld(t: TestApp, dataDir: string): Promise<World> {
  const rootId = (await setup(t, 'GET', '/user')).body.id as number;
  const [outsider, external, guest, reporter, developer, maintainer, owner, admin, target] =
    await Promise.all([
      createUser(t),
      createUser(t, { external: true }),
      createUser(t),
      createUser(t),
      createUser(t),
      createUser(t),
      createUser(t),
      createUser(t, { admin: true }),
      createUser(t),
    ]);
  const people = { outsider, external, guest, reporter, developer, maintainer, owner, admin };
  const candidate = await createUser(t);
  const jobRunner = await setup(t, 'POST', '/user/runners', {
    body: { runner_type: 'instance_type', tag_list: ['matrix'], run_untagged: false },
  });
  const idle = await setup(t, 'POST', '/user/runners', {
    body: { runner_type: 'instance_type', tag_list: ['matrix-idle'], run_untagged: false },
  });
  const world: World = {
    t,
    rootId,
    people,
    target,
    places: {} as Record<Vis, Place>,
    instanceRunnerId: jobRunner.body.id,
    idleRunner: { id: idle.body.id, token: idle.body.token },
    storageMoveId: 0,
    targetTokenId: 0,
    candidate,
    shareTarget: { id: 0, fullPath: '' },
    dataDir,
  };
  world.shareTarget = await newGroup(world, 'public');
  await setup(t, 'POST', '/admin/ci/variables', { body: { key: 'MATRIX', value: 'x' } });
  await setup(t, 'PUT', `/users/${target.id}/custom_attributes/matrix`, { body: { value: 'x' } });
  const runner = protocolRunner(t, jobRunner.body.token);
  const built = await Promise.all(VISIBILITIES.map((vis) => buildPlace(world, vis)));
  // One runner serves every place, so jobs are taken one place after the other.
  for (const place of built) {
    await runPipelines(world, place, runner);
    world.places[place.vis] = place;
  }
  world.targetTokenId = (
    await setup(t, 'POST', `/users/${target.id}/personal_access_tokens`, {
      body: { name: 'target token', scopes: ['api'], expires_at: inAMonth() },
    })
  ).body.id;
  for (const place of built) place.siblingMoveId = await finishedStorageMove(world, place.sibling.id);
  world.storageMoveId = world.places.private.siblingMoveId;
  return world;
}

async function buildPlace(world: World, vis: Vis): Promise<Place> {
  const { t, people } = world;
  const group = await setup(t, 'POST', '/groups', {
    body: { name: unique('Group'), path: unique('grp'), visibility: vis },
  });
  await Promise.all(
    (['guest', 'reporter', 'developer', 'maintainer', 'owner'] as const).map((who) =>
      setup(t, 'POST', `/groups/${group.body.id}/members`, {
        body: { user_id: people[who].id, access_level: ROLE_LEVEL[who] },
      }),
    ),
  );
  const groupRef = { id: group.body.id as number, fullPath: group.body.full_path as string };
  const [project, sibling] = await Promise.all([
    newProject(world, groupRef.id, vis, true),
    newProject(world, groupRef.id, vis, false),
  ]);
  const mainSha = (await setup(t, 'GET', `/projects/${project.id}/repository/branches/main`)).body.commit.id;
  const tree = (await setup(t, 'GET', `/projects/${project.id}/repository/tree`)).body as {
    name: string;
    id: string;
  }[];
  const readmeBlob = tree.find((e) => e.name === 'README.md')!.id;
  await setup(t, 'POST', `/projects/${project.id}/repository/branches`, {
    body: { branch: 'feature', ref: 'main' },
  });
  await setup(t, 'POST', `/projects/${project.id}/repository/tags`, {
    body: { tag_name: 'v1', ref: 'main' },
  });
  await setup(t, 'POST', `/projects/${project.id}/protected_tags`, { body: { name: 'release-*' } });
  const [member, groupMember] = await Promise.all([createUser(t), createUser(t)]);
  await setup(t, 'POST', `/projects/${project.id}/members`, {
    body: { user_id: member.id, access_level: 10 },
  });
  await setup(t, 'POST', `/groups/${groupRef.id}/members`, {
    body: { user_id: groupMember.id, access_level: 10 },
  });
  const subgroup = await newGroup(world, vis, groupRef.id);
  const protectedBranch = await setup(t, 'POST', `/projects/${project.id}/protected_branches`, {
    body: protectedBranchBody('matrix-*'),
  });
  await setup(t, 'PUT', `/projects/${project.id}/custom_attributes/matrix`, { body: { value: 'x' } });
  await setup(t, 'PUT', `/groups/${groupRef.id}/custom_attributes/matrix`, { body: { value: 'x' } });
  const snippet = await setup(t, 'POST', `/projects/${project.id}/snippets`, {
    body: { title: 'matrix', visibility: vis, files: [{ file_path: 'a.txt', content: 'a' }] },
  });
  const schedule = await setup(t, 'POST', `/projects/${project.id}/pipeline_schedules`, {
    body: { description: 'nightly', ref: 'feature', cron: '0 1 * * *' },
  });
  await setup(t, 'POST', `/projects/${project.id}/pipeline_schedules/${schedule.body.id}/variables`, {
    body: { key: 'SCHEDULED', value: 'yes' },
  });
  const trigger = await setup(t, 'POST', `/projects/${project.id}/triggers`, {
    body: { description: 'matrix' },
  });
  await setup(t, 'POST', `/projects/${project.id}/variables`, { body: { key: 'MATRIX', value: 'x' } });
  await setup(t, 'POST', `/groups/${groupRef.id}/variables`, { body: { key: 'MATRIX', value: 'x' } });
  const [projectRunner, siblingRunner, groupRunner] = await Promise.all([
    setup(t, 'POST', '/user/runners', {
      body: { runner_type: 'project_type', project_id: project.id, locked: false },
    }),
    setup(t, 'POST', '/user/runners', {
      body: { runner_type: 'project_type', project_id: sibling.id, locked: false },
    }),
    setup(t, 'POST', '/user/runners', { body: { runner_type: 'group_type', group_id: groupRef.id } }),
  ]);
  // Shared with the public share target, so removing that share reaches its check.
  await setup(t, 'POST', `/groups/${groupRef.id}/share`, {
    body: { group_id: world.shareTarget.id, group_access: 10 },
  });
  await setup(t, 'POST', `/projects/${project.id}/share`, {
    body: { group_id: world.shareTarget.id, group_access: 10 },
  });
  const projectInvite = `${unique('inv')}@example.com`;
  const groupInvite = `${unique('inv')}@example.com`;
  await setup(t, 'POST', `/projects/${project.id}/invitations`, {
    body: { email: projectInvite, access_level: 10 },
  });
  await setup(t, 'POST', `/groups/${groupRef.id}/invitations`, {
    body: { email: groupInvite, access_level: 10 },
  });
  return {
    vis,
    group: groupRef,
    project,
    sibling,
    siblingMoveId: 0,
    mainSha,
    readmeBlob,
    snippetId: snippet.body.id,
    pipelineId: 0,
    jobId: 0,
    manualJobId: 0,
    runningJob: { id: 0, token: '' },
    scheduleId: schedule.body.id,
    trigger: { id: trigger.body.id, token: trigger.body.token },
    projectRunnerId: projectRunner.body.id,
    siblingRunnerId: siblingRunner.body.id,
    groupRunnerId: groupRunner.body.id,
    projectInvite,
    groupInvite,
    memberId: member.id,
    groupMemberId: groupMember.id,
    subgroup,
    protectedBranch: 'matrix-*',
    protectedBranchId: protectedBranch.body.id,
  };
}

/** A finished pipeline (build with artifacts, manual deploy) and a build left running. */
async function runPipelines(
  world: World,
  place: Place,
  runner: ReturnType<typeof protocolRunner>,
): Promise<void> {
  const { t } = world;
  const finished = await newPipeline(world, place);
  const build = (await runner.request())!;
  if (build.id !== finished.buildId) throw new Error('the runner took another job');
  await uploadArtifacts(world, build.id, build.token);
  await runner.finish(build, 'success');
  place.pipelineId = finished.pipelineId;
  place.jobId = finished.buildId;
  place.manualJobId = finished.deployId;
  const running = await newPipeline(world, place);
  const job = (await runner.request())!;
  if (job.id !== running.buildId) throw new Error('the runner took another job');
  await setup(t, 'PUT', `/jobs/${job.id}`, { token: null, body: { token: job.token, state: 'running' } });
  place.runningJob = { id: job.id, token: job.token };
}

/** Uploads a zip holding `out.txt` as a running job's artifacts. */
export async function uploadArtifacts(world: World, jobId: number, jobToken: string): Promise<void> {
  const dir = await fs.mkdtemp(path.join(world.dataDir, 'zip-'));
  await fs.writeFile(path.join(dir, 'out.txt'), 'artifact\n');
  await execFileAsync('zip', ['-q', 'artifacts.zip', 'out.txt'], { cwd: dir });
  const zip = await fs.readFile(path.join(dir, 'artifacts.zip'));
  const boundary = `----matrix${unique()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="artifact_type"\r\n\r\narchive\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="artifact_format"\r\n\r\nzip\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n` +
        `Content-Type: application/zip\r\n\r\n`,
    ),
    zip,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await world.t.running.app.inject({
    method: 'POST',
    url: `/api/v4/jobs/${jobId}/artifacts`,
    headers: { 'job-token': jobToken, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (response.statusCode !== 201)
    throw new Error(`artifacts upload: ${response.statusCode} ${response.body}`);
}

async function finishedStorageMove(world: World, projectId: number): Promise<number> {
  const { t } = world;
  const move = await setup(t, 'POST', `/projects/${projectId}/repository_storage_moves`, { body: {} });
  await waitFor(
    async () => (await t.get(`/project_repository_storage_moves/${move.body.id}`)).body as { state: string },
    (m) => m.state === 'finished' || m.state === 'failed',
    'storage move',
    30_000,
  );
  return move.body.id;
}

// ---------------------------------------------------------------- throwaway resources

/** A project of a group (as root); with `files`, a README and the CI configuration on `main`. */
export async function newProject(world: World, groupId: number, vis: Vis, files = false): Promise<Ref> {
  const { t } = world;
  const path = unique('prj');
  const created = await setup(t, 'POST', '/projects', {
    body: { name: `Project ${path}`, path, namespace_id: groupId, visibility: vis, public_jobs: false },
  });
  if (files) {
    await setup(t, 'POST', `/projects/${created.body.id}/repository/commits`, {
      body: {
        branch: 'main',
        commit_message: 'Initial files',
        actions: [
          { action: 'create', file_path: 'README.md', content: '# matrix\n' },
          { action: 'create', file_path: '.gitlab-ci.yml', content: CI_CONFIG },
        ],
      },
    });
  }
  return { id: created.body.id, fullPath: created.body.path_with_namespace };
}

/** A public project or group put on a place's job token allowlist (as root). */
export async function newAllowlisted(world: World, place: Place, kind: 'project' | 'group'): Promise<Ref> {
  const target =
    kind === 'project'
      ? await newProject(world, world.shareTarget.id, 'public')
      : await newGroup(world, 'public');
  const list = kind === 'project' ? 'allowlist' : 'groups_allowlist';
  await setup(world.t, 'POST', `/projects/${place.project.id}/job_token_scope/${list}`, {
    body: kind === 'project' ? { target_project_id: target.id } : { target_group_id: target.id },
  });
  return target;
}

export async function newGroup(world: World, vis: Vis, parentId?: number): Promise<Ref> {
  const path = unique('grp');
  const created = await setup(world.t, 'POST', '/groups', {
    body: { name: `Group ${path}`, path, visibility: vis, ...(parentId ? { parent_id: parentId } : {}) },
  });
  return { id: created.body.id, fullPath: created.body.full_path };
}

/** A pending pipeline on `feature` (as root): its build waits for a runner, its deploy is manual. */
export async function newPipeline(
  world: World,
  place: Pick<Place, 'project'>,
): Promise<{ pipelineId: number; buildId: number; deployId: number }> {
  const { t } = world;
  const pipeline = await setup(t, 'POST', `/projects/${place.project.id}/pipeline`, {
    body: { ref: 'feature' },
  });
  const jobs = (await setup(t, 'GET', `/projects/${place.project.id}/pipelines/${pipeline.body.id}/jobs`))
    .body as {
    id: number;
    name: string;
  }[];
  const byName = Object.fromEntries(jobs.map((j) => [j.name, j.id]));
  return { pipelineId: pipeline.body.id, buildId: byName['build']!, deployId: byName['deploy']! };
}

/** A finished (canceled) build, which may be retried or erased once. */
export async function newFinishedJob(world: World, place: Place): Promise<number> {
  const pipeline = await newPipeline(world, place);
  await setup(world.t, 'POST', `/projects/${place.project.id}/jobs/${pipeline.buildId}/cancel`);
  return pipeline.buildId;
}

export async function newBranch(world: World, place: Place): Promise<string> {
  const name = unique('branch');
  await setup(world.t, 'POST', `/projects/${place.project.id}/repository/branches`, {
    body: { branch: name, ref: 'main' },
  });
  return name;
}

export async function newTag(world: World, place: Place): Promise<string> {
  const name = unique('tag');
  await setup(world.t, 'POST', `/projects/${place.project.id}/repository/tags`, {
    body: { tag_name: name, ref: 'main' },
  });
  return name;
}

export async function newUser(world: World): Promise<Person> {
  return createUser(world.t);
}

/** A user made a Guest of the place's project or group by root. */
export async function newMember(world: World, place: Place, of: 'projects' | 'groups'): Promise<number> {
  const user = await createUser(world.t);
  const id = of === 'projects' ? place.project.id : place.group.id;
  await setup(world.t, 'POST', `/${of}/${id}/members`, { body: { user_id: user.id, access_level: 10 } });
  return user.id;
}

export async function newInvitation(world: World, place: Place, of: 'projects' | 'groups'): Promise<string> {
  const email = `${unique('inv')}@example.com`;
  const id = of === 'projects' ? place.project.id : place.group.id;
  await setup(world.t, 'POST', `/${of}/${id}/invitations`, { body: { email, access_level: 10 } });
  return email;
}

export async function newSnippet(world: World, place: Place): Promise<number> {
  return (
    await setup(world.t, 'POST', `/projects/${place.project.id}/snippets`, {
      body: { title: 'throwaway', visibility: place.vis, files: [{ file_path: 'a.txt', content: 'a' }] },
    })
  ).body.id;
}

export async function newSchedule(world: World, place: Place): Promise<number> {
  return (
    await setup(world.t, 'POST', `/projects/${place.project.id}/pipeline_schedules`, {
      body: { description: 'throwaway', ref: 'feature', cron: '0 2 * * *' },
    })
  ).body.id;
}

/**
 * An artifact record of the place's finished build, inserted directly (uploading through the runner
 * protocol replaces the running job's artifact, and only the record matters to authorization).
 */
export async function newArtifact(world: World, place: Place): Promise<number> {
  const row = await kysely(world.t.running.orm.em.fork())
    .insertInto('ci_job_artifacts')
    .values({
      job_id: place.jobId,
      project_id: place.project.id,
      file_type: 'archive',
      file_format: 'zip',
      filename: 'artifacts.zip',
      size: 1,
      storage_path: `matrix/${place.jobId}/none.zip`,
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function newTrigger(world: World, place: Place): Promise<number> {
  return (
    await setup(world.t, 'POST', `/projects/${place.project.id}/triggers`, {
      body: { description: 'throwaway' },
    })
  ).body.id;
}

export async function newVariable(world: World, owner: string): Promise<string> {
  const key = unique('VAR_').toUpperCase();
  await setup(world.t, 'POST', `${owner}/variables`, { body: { key, value: 'x' } });
  return key;
}

export async function newRunner(
  world: World,
  body: Record<string, unknown>,
): Promise<{ id: number; token: string }> {
  const created = await setup(world.t, 'POST', '/user/runners', { body });
  return { id: created.body.id, token: created.body.token };
}

export async function newProtectedBranch(world: World, place: Place): Promise<string> {
  const name = unique('protected-');
  await setup(world.t, 'POST', `/projects/${place.project.id}/protected_branches`, {
    body: protectedBranchBody(name),
  });
  return name;
}

export async function newProtectedTag(world: World, place: Place): Promise<string> {
  const name = unique('ptag-');
  await setup(world.t, 'POST', `/projects/${place.project.id}/protected_tags`, { body: { name } });
  return name;
}

/** A label of the place's project or group, made by root; returns its title. */
export async function newLabel(world: World, place: Place, on: 'project' | 'group'): Promise<string> {
  const name = unique('label-');
  const url = on === 'project' ? `/projects/${place.project.id}/labels` : `/groups/${place.group.id}/labels`;
  await setup(world.t, 'POST', url, { body: { name, color: '#336699' } });
  return name;
}

/** A label of the place's project or group, made by root; returns its id. */
export async function newLabelId(world: World, place: Place, on: 'project' | 'group'): Promise<number> {
  const url = on === 'project' ? `/projects/${place.project.id}/labels` : `/groups/${place.group.id}/labels`;
  return (await setup(world.t, 'POST', url, { body: { name: unique('label-'), color: '#336699' } })).body.id;
}

/** A personal access token of a user, made by root; returns its id. */
export async function newToken(world: World, userId: number): Promise<number> {
  return (
    await setup(world.t, 'POST', `/users/${userId}/personal_access_tokens`, {
      body: { name: unique('token'), scopes: ['api'], expires_at: inAMonth() },
    })
  ).body.id;
}

/** An expiry date tokens accept (within the instance's maximum lifetime). */
export function inAMonth(): string {
  return new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
}

export async function newImpersonationToken(world: World, userId: number): Promise<number> {
  return (
    await setup(world.t, 'POST', `/users/${userId}/impersonation_tokens`, {
      body: { name: unique('token'), scopes: ['api'], expires_at: inAMonth() },
    })
  ).body.id;
}

/**
 * A protected branch that maintainers and administrators may unprotect: like GitLab's unprotect
 * access levels, a role grant needs the role on the project, which administrators who are not
 * members lack, so the fixtures name administrators too.
 */
function protectedBranchBody(name: string) {
  return { name, allowed_to_unprotect: [{ access_level: 40 }, { access_level: 60 }] };
}
