import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type ExecutionResult } from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CiJobStatusUpdatedDocument,
  CiJobStatusUpdatedForViewerDocument,
  CiPipelineStatusUpdatedDocument,
  ProjectCiJobsStatusUpdatedDocument,
  ProjectMembershipChangedDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';
import { addMember, createGroup, createProject } from './support/membership.ts';

const gid = (type: string, id: number) => `gid://gitlab/${type}/${id}`;
const NOT_FOUND = {
  message:
    "The resource that you are attempting to access does not exist or you don't have permission to perform this action",
  extensions: { code: 'NOT_FOUND' },
};
const INVALID_TOKEN = { message: 'Invalid token', extensions: { code: 'UNAUTHENTICATED' } };
const BLOCKED = { message: 'Your account has been blocked.', extensions: { code: 'FORBIDDEN' } };

/** Resolves once the server of `app` has made `count` more subscriptions to its domain-event bus. */
function serverSubscribed(app: TestApp, count: number): Promise<void> {
  const bus = app.running.services.bus;
  const original = bus.subscribe.bind(bus);
  let seen = 0;
  return new Promise((resolve) => {
    bus.subscribe = ((...args: Parameters<typeof original>) => {
      const iterator = original(...args);
      seen += 1;
      if (seen === count) {
        bus.subscribe = original;
        resolve();
      }
      return iterator;
    }) as typeof bus.subscribe;
  });
}

/** What one subscription received: its results in order, and whether it completed. */
interface Watched<T> {
  results: ExecutionResult<T>[];
  completed: boolean;
  /** The errors of an `error` message (a refused operation). */
  failure: unknown;
  /** Waits for the next result not read yet. */
  next(): Promise<ExecutionResult<T>>;
  /** Waits for the stream to complete; returns the results not read yet. */
  end(): Promise<ExecutionResult<T>[]>;
  close(): void;
}

function watch<TResult, TVariables extends Record<string, unknown>>(
  client: Client,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
): Watched<TResult> {
  let read = 0;
  const watched: Watched<TResult> = {
    results: [],
    completed: false,
    failure: null,
    async next() {
      await waitFor(
        async () => watched.results.length > read || watched.completed || watched.failure !== null,
        Boolean,
        'a result',
        10_000,
      );
      if (watched.failure !== null)
        throw new Error(`subscription failed: ${JSON.stringify(watched.failure)}`);
      if (watched.results.length <= read) throw new Error('subscription completed');
      return watched.results[read++]!;
    },
    async end() {
      await waitFor(
        async () => watched.completed || watched.failure !== null,
        Boolean,
        'the subscription to complete',
        10_000,
      );
      if (watched.failure !== null)
        throw new Error(`subscription failed: ${JSON.stringify(watched.failure)}`);
      const rest = watched.results.slice(read);
      read = watched.results.length;
      return rest;
    },
    close: () => undefined,
  };
  watched.close = client.subscribe<TResult>(
    { query: print(document), variables },
    {
      next: (result) => void watched.results.push(result as ExecutionResult<TResult>),
      error: (error) => (watched.failure = error),
      complete: () => (watched.completed = true),
    },
  );
  return watched;
}

/** The one error a stream ended with: no data, then completion. */
async function endedWith(watched: Watched<unknown>): Promise<unknown> {
  const rest = await watched.end();
  expect(rest).toHaveLength(1);
  expect(rest[0]!.data ?? null).toBeNull();
  expect(rest[0]!.errors).toHaveLength(1);
  const [error] = rest[0]!.errors!;
  return { message: error!.message, extensions: error!.extensions };
}

interface CiProject {
  id: number;
  fullPath: string;
  pipelineId: number;
  jobId: number;
}

/**
 * A project (made by root) whose pipeline has one manual job: playing, canceling and retrying it are
 * real status changes of the job and of its pipeline.
 */
async function ciProject(
  t: TestApp,
  attributes: { visibility?: 'private' | 'public'; namespace_id?: number } = {},
): Promise<CiProject> {
  const project = await createProject(t, attributes);
  const commit = await t.post(`/projects/${project.id}/repository/commits`, {
    body: {
      branch: 'main',
      commit_message: 'CI',
      actions: [
        {
          action: 'create',
          file_path: '.gitlab-ci.yml',
          content: 'job:\n  script: echo\n  when: manual\n  allow_failure: false\n',
        },
      ],
    },
  });
  expect(commit.status, commit.text).toBe(201);
  const [pipeline] = await waitFor(
    async () => (await t.get(`/projects/${project.id}/pipelines`)).body as { id: number; status: string }[],
    (list) => list.length > 0 && list[0]!.status === 'manual',
    'the pipeline waits for its manual job',
  );
  const [job] = (await t.get(`/projects/${project.id}/pipelines/${pipeline!.id}/jobs`)).body as {
    id: number;
  }[];
  return { id: project.id, fullPath: project.path_with_namespace, pipelineId: pipeline!.id, jobId: job!.id };
}

/** Watches one project's job, pipeline and jobs through the three CI subscriptions, on one client. */
async function watchCi(t: TestApp, client: Client, project: CiProject) {
  const ready = serverSubscribed(t, 3);
  const watched = {
    job: watch(client, CiJobStatusUpdatedDocument, { jobId: gid('Ci::Build', project.jobId) }),
    pipeline: watch(client, CiPipelineStatusUpdatedDocument, {
      pipelineId: gid('Ci::Pipeline', project.pipelineId),
    }),
    jobs: watch(client, ProjectCiJobsStatusUpdatedDocument, { projectPath: project.fullPath }),
  };
  await ready;
  return watched;
}

type CiWatch = Awaited<ReturnType<typeof watchCi>>;

/** Each of the three streams receives the job's (and its pipeline's) change to `status`. */
async function receives(watched: CiWatch, status: string): Promise<void> {
  expect((await watched.job.next()).data?.ciJobStatusUpdated).toMatchObject({ status });
  expect((await watched.pipeline.next()).data?.ciPipelineStatusUpdated).toMatchObject({ status });
  expect((await watched.jobs.next()).data?.projectCiJobsStatusUpdated).toMatchObject({ status });
}

/** Each of the three streams ends with `error`, and nothing else. */
async function allEndWith(watched: CiWatch, error: unknown): Promise<void> {
  expect(await endedWith(watched.job)).toEqual(error);
  expect(await endedWith(watched.pipeline)).toEqual(error);
  expect(await endedWith(watched.jobs)).toEqual(error);
}

const play = async (t: TestApp, p: CiProject) =>
  expect((await t.post(`/projects/${p.id}/jobs/${p.jobId}/play`)).status).toBe(200);
const cancel = async (t: TestApp, p: CiProject) =>
  expect((await t.post(`/projects/${p.id}/jobs/${p.jobId}/cancel`)).status).toBe(201);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('subscriptions end when access is lost', () => {
  it('ends the CI and membership streams of a reporter removed from the project; others go on', async () => {
    const project = await ciProject(t);
    const [removed, kept] = [await createUser(t), await createUser(t)];
    for (const user of [removed, kept]) await addMember(t, 'projects', project.id, user.id, 20);
    const removedClient = await t.wsClient(removed.token);
    const removedCi = await watchCi(t, removedClient, project);
    const membershipReady = serverSubscribed(t, 1);
    const members = watch(removedClient, ProjectMembershipChangedDocument, {
      projectId: gid('Project', project.id),
    });
    await membershipReady;
    const keptCi = await watchCi(t, await t.wsClient(kept.token), project);

    await play(t, project);
    await receives(removedCi, 'PENDING');
    await receives(keptCi, 'PENDING');

    expect((await t.delete(`/projects/${project.id}/members/${removed.id}`)).status).toBe(204);
    // The removal itself is the next membership change: the removed reporter may not read it.
    expect(await endedWith(members)).toEqual(NOT_FOUND);
    await cancel(t, project);
    await allEndWith(removedCi, NOT_FOUND);
    await receives(keptCi, 'CANCELED');
  });

  it('ends the streams of a group member removed from the group the project belongs to', async () => {
    const group = await createGroup(t);
    const project = await ciProject(t, { namespace_id: group.id });
    const member = await createUser(t);
    await addMember(t, 'groups', group.id, member.id, 20);
    const watched = await watchCi(t, await t.wsClient(member.token), project);
    await play(t, project);
    await receives(watched, 'PENDING');

    expect((await t.delete(`/groups/${group.id}/members/${member.id}`)).status).toBe(204);
    await cancel(t, project);
    await allEndWith(watched, NOT_FOUND);
  });

  it('ends the streams of members of a group the project is no longer shared with', async () => {
    const project = await ciProject(t);
    const team = await createGroup(t);
    const member = await createUser(t);
    await addMember(t, 'groups', team.id, member.id, 30);
    const shared = await t.post(`/projects/${project.id}/share`, {
      body: { group_id: team.id, group_access: 20 },
    });
    expect(shared.status, shared.text).toBe(201);
    const watched = await watchCi(t, await t.wsClient(member.token), project);
    await play(t, project);
    await receives(watched, 'PENDING');

    expect((await t.delete(`/projects/${project.id}/share/${team.id}`)).status).toBe(204);
    await cancel(t, project);
    await allEndWith(watched, NOT_FOUND);
  });

  it('ends the streams of a revoked token, not those of the same user’s other token', async () => {
    const project = await ciProject(t);
    const user = await createUser(t);
    await addMember(t, 'projects', project.id, user.id, 20);
    const other = await t.post(`/users/${user.id}/personal_access_tokens`, {
      body: { name: 'second', scopes: ['read_api'] },
    });
    expect(other.status, other.text).toBe(201);
    const revokedClient = await t.wsClient(user.token);
    const revoked = await watchCi(t, revokedClient, project);
    const kept = await watchCi(t, await t.wsClient(other.body.token as string), project);
    await play(t, project);
    await receives(revoked, 'PENDING');
    await receives(kept, 'PENDING');

    const self = await t.delete('/personal_access_tokens/self', { token: user.token });
    expect(self.status, self.text).toBe(204);
    await cancel(t, project);
    await allEndWith(revoked, INVALID_TOKEN);
    await receives(kept, 'CANCELED');

    // The connection's token no longer opens anything either.
    const again = watch(revokedClient, ProjectCiJobsStatusUpdatedDocument, { projectPath: project.fullPath });
    await waitFor(async () => again.failure, Boolean, 'the refusal');
    expect(again.failure).toEqual([INVALID_TOKEN]);
  });

  it('ends the streams of a blocked user', async () => {
    const project = await ciProject(t);
    const [blocked, kept] = [await createUser(t), await createUser(t)];
    for (const user of [blocked, kept]) await addMember(t, 'projects', project.id, user.id, 20);
    const blockedCi = await watchCi(t, await t.wsClient(blocked.token), project);
    const keptCi = await watchCi(t, await t.wsClient(kept.token), project);
    await play(t, project);
    await receives(blockedCi, 'PENDING');
    await receives(keptCi, 'PENDING');

    expect((await t.post(`/users/${blocked.id}/block`)).status).toBe(201);
    await cancel(t, project);
    await allEndWith(blockedCi, BLOCKED);
    await receives(keptCi, 'CANCELED');
  });

  it('ends the streams of non-members and anonymous watchers when a public project turns private', async () => {
    const project = await ciProject(t, { visibility: 'public' });
    const [outsider, member] = [await createUser(t), await createUser(t)];
    await addMember(t, 'projects', project.id, member.id, 20);
    const outsiderCi = await watchCi(t, await t.wsClient(outsider.token), project);
    const anonymousCi = await watchCi(t, await t.wsClient(null), project);
    const memberCi = await watchCi(t, await t.wsClient(member.token), project);
    await play(t, project);
    for (const watched of [outsiderCi, anonymousCi, memberCi]) await receives(watched, 'PENDING');

    const updated = await t.put(`/projects/${project.id}`, { body: { visibility: 'private' } });
    expect(updated.status, updated.text).toBe(200);
    await cancel(t, project);
    await allEndWith(outsiderCi, NOT_FOUND);
    await allEndWith(anonymousCi, NOT_FOUND);
    await receives(memberCi, 'CANCELED');
  });

  it('ends the streams of non-members when the CI/CD feature of a public project becomes members-only', async () => {
    const project = await ciProject(t, { visibility: 'public' });
    const [outsider, member] = [await createUser(t), await createUser(t)];
    await addMember(t, 'projects', project.id, member.id, 20);
    const outsiderCi = await watchCi(t, await t.wsClient(outsider.token), project);
    const memberCi = await watchCi(t, await t.wsClient(member.token), project);
    await play(t, project);
    await receives(outsiderCi, 'PENDING');
    await receives(memberCi, 'PENDING');

    const updated = await t.put(`/projects/${project.id}`, { body: { builds_access_level: 'private' } });
    expect(updated.status, updated.text).toBe(200);
    await cancel(t, project);
    await allEndWith(outsiderCi, NOT_FOUND);
    await receives(memberCi, 'CANCELED');
  });

  it('ends the streams of an administrator who is no longer one', async () => {
    const project = await ciProject(t);
    const admin = await createUser(t, { admin: true });
    const watched = await watchCi(t, await t.wsClient(admin.token), project);
    const membershipReady = serverSubscribed(t, 1);
    const members = watch(await t.wsClient(admin.token), ProjectMembershipChangedDocument, {
      projectId: gid('Project', project.id),
    });
    await membershipReady;
    await play(t, project);
    await receives(watched, 'PENDING');

    expect((await t.put(`/users/${admin.id}`, { body: { admin: false } })).status).toBe(200);
    await cancel(t, project);
    await allEndWith(watched, NOT_FOUND);
    await addMember(t, 'projects', project.id, (await createUser(t)).id, 30);
    expect(await endedWith(members)).toEqual(NOT_FOUND);
  });

  it('ends the streams of a revoked OAuth token', async () => {
    const project = await ciProject(t);
    const user = await createUser(t);
    await addMember(t, 'projects', project.id, user.id, 20);
    const token = await oauthToken(t, user);
    const watched = await watchCi(t, await t.wsClient(token), project);
    await play(t, project);
    await receives(watched, 'PENDING');

    expect((await t.post('/oauth/revoke', { token: null, body: { token } })).status).toBe(200);
    await cancel(t, project);
    await allEndWith(watched, INVALID_TOKEN);
  });
});

describe('the access check per event', () => {
  it('costs no query per subscriber: subscribers of one viewer share one decision', async () => {
    const SUBSCRIBERS = 6;
    const project = await ciProject(t);
    const reporter = await createUser(t);
    await addMember(t, 'projects', project.id, reporter.id, 20);
    const ready = serverSubscribed(t, SUBSCRIBERS);
    const watched: Watched<unknown>[] = [];
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const client = await t.wsClient(reporter.token);
      watched.push(watch(client, ProjectCiJobsStatusUpdatedDocument, { projectPath: project.fullPath }));
    }
    await ready;

    // Root's requests that make the changes check access too; theirs are counted apart.
    t.sql.reset();
    await play(t, project);
    for (const w of watched) await w.next();
    await cancel(t, project);
    for (const w of watched) await w.next();
    const statements = [...t.sql.statements];
    const triggers = await statementsOfTriggers(t);
    const checks = count(statements, ACCESS_QUERY) - count(triggers, ACCESS_QUERY);
    // One decision for the viewer, at the first event: not one per subscriber, nor per event.
    expect(checks).toBe(1);

    expect((await t.delete(`/projects/${project.id}/members/${reporter.id}`)).status).toBe(204);
    const retried = await t.post(`/projects/${project.id}/jobs/${project.jobId}/retry`);
    expect(retried.status, retried.text).toBe(201);
    for (const w of watched) expect(await endedWith(w)).toEqual(NOT_FOUND);
  });
});

describe("GitLab's per-viewer payloads", () => {
  it('executes each event once per access on the project: equal viewers share, different viewers get their own answer', async () => {
    const project = await ciProject(t);
    const developers = [await createUser(t), await createUser(t)];
    const reporter = await createUser(t);
    for (const developer of developers) await addMember(t, 'projects', project.id, developer.id, 30);
    await addMember(t, 'projects', project.id, reporter.id, 20);
    const variables = { jobId: gid('Ci::Build', project.jobId) };
    const ready = serverSubscribed(t, 3);
    const [first, second, third] = await Promise.all(
      [...developers, reporter].map(async (user) =>
        watch(await t.wsClient(user.token), CiJobStatusUpdatedForViewerDocument, variables),
      ),
    );
    await ready;

    // Each execution reads the job once: count the reads.
    const jobs = t.running.services.jobs;
    const original = jobs.recordsOf.bind(jobs);
    let executions = 0;
    jobs.recordsOf = (...args) => {
      executions += 1;
      return original(...args);
    };
    try {
      await play(t, project);
      const answers = await Promise.all([first!, second!, third!].map(async (w) => (await w.next()).data));
      const jobPath = `/${project.fullPath}/-/jobs/${project.jobId}`;
      const developerView = {
        ciJobStatusUpdated: {
          status: 'PENDING',
          detailedStatus: { action: { path: `${jobPath}/cancel` } },
          userPermissions: { updateBuild: true },
        },
      };
      expect(answers[0]).toEqual(developerView);
      expect(answers[1]).toEqual(developerView);
      expect(answers[2]).toEqual({
        ciJobStatusUpdated: {
          status: 'PENDING',
          detailedStatus: { action: null },
          userPermissions: { updateBuild: false },
        },
      });
      // One execution for the two developers, one for the reporter.
      expect(executions).toBe(2);
    } finally {
      jobs.recordsOf = original;
    }
  });
});

describe('per-viewer payloads when access changes', () => {
  it("answers each event as the viewer's access stands then, sharing with viewers of that access", async () => {
    const project = await ciProject(t);
    const developer = await createUser(t);
    const reporter = await createUser(t);
    await addMember(t, 'projects', project.id, developer.id, 30);
    await addMember(t, 'projects', project.id, reporter.id, 20);
    const variables = { jobId: gid('Ci::Build', project.jobId) };
    const ready = serverSubscribed(t, 2);
    const [watchedByDeveloper, watchedByReporter] = await Promise.all(
      [developer, reporter].map(async (user) =>
        watch(await t.wsClient(user.token), CiJobStatusUpdatedForViewerDocument, variables),
      ),
    );
    await ready;

    await play(t, project);
    expect((await watchedByDeveloper!.next()).data?.ciJobStatusUpdated?.userPermissions).toEqual({
      updateBuild: true,
    });
    await watchedByReporter!.next();

    // The developer becomes a reporter while subscribed.
    const demoted = await t.put(`/projects/${project.id}/members/${developer.id}`, {
      body: { access_level: 20 },
    });
    expect(demoted.status, demoted.text).toBe(200);
    const jobs = t.running.services.jobs;
    const original = jobs.recordsOf.bind(jobs);
    let executions = 0;
    jobs.recordsOf = (...args) => {
      executions += 1;
      return original(...args);
    };
    try {
      await cancel(t, project);
      const reporterView = {
        ciJobStatusUpdated: {
          status: 'CANCELED',
          detailedStatus: { action: null },
          userPermissions: { updateBuild: false },
        },
      };
      expect((await watchedByDeveloper!.next()).data).toEqual(reporterView);
      expect((await watchedByReporter!.next()).data).toEqual(reporterView);
      // Both are reporters now: one execution serves them.
      expect(executions).toBe(1);
    } finally {
      jobs.recordsOf = original;
    }
  });
});

/** The statement that computes a user's access level on projects. */
const ACCESS_QUERY = /project_access as \(/;
const count = (statements: readonly string[], pattern: RegExp) =>
  statements.filter((s) => pattern.test(s)).length;

/** The statements root's play and cancel make on a project nobody watches. */
async function statementsOfTriggers(t: TestApp): Promise<string[]> {
  const quiet = await ciProject(t);
  t.sql.reset();
  await play(t, quiet);
  await cancel(t, quiet);
  return [...t.sql.statements];
}

async function oauthToken(t: TestApp, user: CreatedUser): Promise<string> {
  const response = await t.post('/oauth/token', {
    token: null,
    body: { grant_type: 'password', username: user.username, password: 'password-123' },
  });
  expect(response.status, response.text).toBe(200);
  return response.body.access_token as string;
}

describe('a token that expires by time', () => {
  it('ends the streams once it has expired, with no event saying so', async () => {
    // Tokens of this instance live 8 seconds: long enough to subscribe, short enough to wait for.
    const app = await startTestApp({ env: { OAUTH_ACCESS_TOKEN_TTL_SECONDS: '8' } });
    try {
      const project = await ciProject(app);
      const user = await createUser(app);
      await addMember(app, 'projects', project.id, user.id, 20);
      const token = await oauthToken(app, user);
      const watched = await watchCi(app, await app.wsClient(token), project);
      await play(app, project);
      await receives(watched, 'PENDING');
      await waitFor(
        async () =>
          (await app.get('/user', { headers: { authorization: `Bearer ${token}` }, token: null })).status,
        (status) => status === 401,
        'the token to expire',
        30_000,
      );
      await cancel(app, project);
      await allEndWith(watched, INVALID_TOKEN);
    } finally {
      await app.close();
    }
  });
});

const redisUrl = inject('redisUrl');

describe('across two instances sharing Redis', () => {
  it.skipIf(redisUrl === null)(
    'ends a stream on one instance when access is removed on the other',
    async () => {
      const env = { REDIS_URL: redisUrl!, REDIS_CHANNEL: `test-${unique('channel')}` };
      const a = await startTestApp({ env });
      const b = await startTestApp({ databaseUrl: a.running.services.config.DATABASE_URL!, env });
      try {
        const group = await createGroup(a);
        const project = await createProject(a, { namespace_id: group.id });
        const watcher = await createUser(a);
        await addMember(a, 'groups', group.id, watcher.id, 20);
        const ready = serverSubscribed(b, 1);
        const members = watch(await b.wsClient(watcher.token), ProjectMembershipChangedDocument, {
          projectId: gid('Project', project.id),
        });
        await ready;
        // Instance b decides the watcher may read the project's members, and remembers it...
        await addMember(a, 'projects', project.id, (await createUser(a)).id, 30);
        expect((await members.next()).data?.projectMembershipChanged).toMatchObject({ action: 'ADDED' });
        // ...until the removal made on instance a (a change of the group's members, not the project's)
        // reaches it.
        expect((await a.delete(`/groups/${group.id}/members/${watcher.id}`)).status).toBe(204);
        await addMember(a, 'projects', project.id, (await createUser(a)).id, 30);
        expect(await endedWith(members)).toEqual(NOT_FOUND);
      } finally {
        await b.close();
        await a.close();
      }
    },
  );
});
