import { Gitlab } from '@gitbeaker/rest';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorTrackingClientKeyCreateDocument,
  ErrorTrackingClientKeyDeleteDocument,
  ErrorTrackingClientKeysDocument,
  ErrorTrackingErrorDetailsDocument,
  ErrorTrackingErrorFrequencyDocument,
  ErrorTrackingErrorIngestedDocument,
  ErrorTrackingErrorsDocument,
  ErrorTrackingSettingUpdateDocument,
  ErrorTrackingStackTraceDocument,
  SentryErrorStatusUpdateDocument,
} from './generated/graphql.ts';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createProject } from './support/membership.ts';
import { ownStatements } from './support/sql-statements.ts';
import { busSubscribed } from './support/subscriptions.ts';

let t: TestApp;
let base: string;
let reporter: CreatedUser;
let developer: CreatedUser;

beforeAll(async () => {
  t = await startTestApp({
    env: { GRAPHQL_QUERY_WORKERS: '0', GRAPHQL_MAX_NODES_AUTHENTICATED: '10000000' },
  });
  base = await t.listen();
  [reporter, developer] = await Promise.all([createUser(t), createUser(t)]);
});

afterAll(async () => {
  await t.close();
});

const gid = (type: string, id: number) => `gid://gitlab/${type}/${id}`;

/** A project with error tracking on (through GraphQL) and a client key's public key. */
async function tracked() {
  const project = await createProject(t);
  await addMember(t, 'projects', project.id, reporter.id, 20);
  await addMember(t, 'projects', project.id, developer.id, 30);
  const fullPath = project.path_with_namespace;
  const setting = await t.graphql(ErrorTrackingSettingUpdateDocument, {
    projectPath: fullPath,
    active: true,
  });
  expect(setting.data?.errorTrackingSettingUpdate).toEqual({
    setting: { active: true, integrated: true },
    errors: [],
  });
  const created = await t.graphql(ErrorTrackingClientKeyCreateDocument, { projectPath: fullPath });
  const key = created.data!.errorTrackingClientKeyCreate!.clientKey!;
  return { project, fullPath, key };
}

async function send(projectId: number, publicKey: string, event: object) {
  const response = await fetch(`${base}/api/v4/error_tracking/collector/api/${projectId}/store/`, {
    method: 'POST',
    headers: { 'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${publicKey}` },
    body: JSON.stringify(event),
  });
  expect(response.status).toBe(200);
}

const thrown = (type: string, value: string, extra: object = {}) => ({
  platform: 'python',
  release: 'app@2.0',
  logger: 'app.worker',
  level: 'error',
  exception: {
    values: [
      {
        type,
        value,
        stacktrace: {
          frames: [
            { filename: 'app/main.py', function: 'main', lineno: 10, colno: 4 },
            {
              filename: 'app/worker.py',
              function: 'work',
              module: 'app.worker',
              lineno: 21,
              context_line: '    raise KeyError(key)',
              pre_context: ['def work(key):'],
              post_context: [''],
            },
          ],
        },
      },
    ],
  },
  ...extra,
});

describe('error tracking over GraphQL', () => {
  it('manages client keys and reads keys and the setting', async () => {
    const { fullPath, key } = await tracked();
    expect(key).toEqual({
      id: expect.stringMatching(/^gid:\/\/gitlab\/ErrorTracking::ClientKey\/\d+$/),
      active: true,
      publicKey: expect.stringMatching(/^glet_[0-9a-f]{32}$/),
      sentryDsn: expect.stringMatching(
        /^http:\/\/glet_[0-9a-f]{32}@railyard\.test\/api\/v4\/error_tracking\/collector\/\d+$/,
      ),
    });
    const read = await t.graphql(ErrorTrackingClientKeysDocument, { fullPath });
    expect(read.data?.project).toEqual({
      errorTrackingSetting: { active: true, integrated: true },
      errorTrackingClientKeys: { nodes: [key] },
    });
    const asReporter = await t.graphql(ErrorTrackingClientKeysDocument, { fullPath }, reporter.token);
    expect(asReporter.data?.project).toEqual({ errorTrackingSetting: null, errorTrackingClientKeys: null });
    const refused = await t.graphql(ErrorTrackingClientKeyDeleteDocument, { id: key.id }, developer.token);
    expect(refused.data?.errorTrackingClientKeyDelete?.errors).toHaveLength(1);
    const deleted = await t.graphql(ErrorTrackingClientKeyDeleteDocument, { id: key.id });
    expect(deleted.data?.errorTrackingClientKeyDelete).toEqual({ clientKey: { id: key.id }, errors: [] });
    expect(
      (await t.graphql(ErrorTrackingClientKeysDocument, { fullPath })).data?.project?.errorTrackingClientKeys
        ?.nodes,
    ).toEqual([]);
  });

  it('lists errors, shows one with its stack trace, and changes its status as GitLab’s types', async () => {
    const { project, fullPath, key } = await tracked();
    await send(project.id, key.publicKey, thrown('KeyError', "'a'", { user: { id: 1 }, release: 'app@1.0' }));
    await send(project.id, key.publicKey, thrown('KeyError', "'a'", { user: { id: 2 } }));
    await send(project.id, key.publicKey, thrown('ValueError', 'bad'));

    const list = await t.graphql(
      ErrorTrackingErrorsDocument,
      { fullPath, first: 1, sort: 'frequency' },
      reporter.token,
    );
    const collection = list.data!.project!.sentryErrors!;
    expect(collection.errors!.pageInfo.hasNextPage).toBe(true);
    const [first] = collection.errors!.nodes;
    expect(first).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/gitlab\/Gitlab::ErrorTracking::Error\/\d+$/),
      title: 'KeyError',
      type: 'error',
      message: "'a'",
      culprit: 'work(app.worker)',
      count: 2,
      userCount: 2,
      status: 'UNRESOLVED',
      sentryProjectId: String(project.id),
    });
    expect(first!.frequency).toHaveLength(24);
    expect(first!.frequency.reduce((sum, f) => sum + f.count, 0)).toBe(2);
    const next = await t.graphql(
      ErrorTrackingErrorsDocument,
      { fullPath, first: 5, after: collection.errors!.pageInfo.endCursor, sort: 'frequency' },
      reporter.token,
    );
    expect(next.data!.project!.sentryErrors!.errors!.nodes.map((e) => e.title)).toEqual(['ValueError']);
    const searched = await t.graphql(
      ErrorTrackingErrorsDocument,
      { fullPath, searchTerm: 'Value' },
      reporter.token,
    );
    expect(searched.data!.project!.sentryErrors!.errors!.nodes.map((e) => e.title)).toEqual(['ValueError']);

    const errorId = gid('Gitlab::ErrorTracking::DetailedError', Number(first!.sentryId));
    const details = await t.graphql(ErrorTrackingErrorDetailsDocument, { fullPath, errorId }, reporter.token);
    expect(details.data!.project!.sentryDetailedError).toMatchObject({
      id: errorId,
      sentryId: first!.sentryId,
      count: 2,
      userCount: 2,
      firstReleaseShortVersion: 'app@1.0',
      lastReleaseShortVersion: 'app@2.0',
      tags: { level: 'error', logger: 'app.worker' },
    });
    const trace = await t.graphql(ErrorTrackingStackTraceDocument, { fullPath, id: errorId }, reporter.token);
    expect(trace.data!.project!.sentryErrors!.errorStackTrace).toMatchObject({
      issueId: first!.sentryId,
      stackTraceEntries: [
        { fileName: 'app/main.py', function: 'main', line: '10', col: '4', traceContext: null },
        {
          fileName: 'app/worker.py',
          function: 'work',
          line: '21',
          col: null,
          traceContext: [
            { line: 20, code: 'def work(key):' },
            { line: 21, code: '    raise KeyError(key)' },
            { line: 22, code: '' },
          ],
        },
      ],
    });

    const refused = await t.graphql(
      SentryErrorStatusUpdateDocument,
      { id: errorId, status: 'RESOLVED' },
      reporter.token,
    );
    expect(refused.data?.sentryErrorStatusUpdate).toEqual({
      error: null,
      errors: [expect.any(String)],
    });
    const resolved = await t.graphql(
      SentryErrorStatusUpdateDocument,
      { id: errorId, status: 'RESOLVED' },
      developer.token,
    );
    expect(resolved.data?.sentryErrorStatusUpdate).toEqual({
      error: { id: errorId, status: 'RESOLVED' },
      errors: [],
    });

    const outsider = await createUser(t);
    const hidden = await t.graphql(ErrorTrackingErrorsDocument, { fullPath }, outsider.token);
    expect(hidden.data?.project ?? null).toBeNull();
    const guest = await createUser(t);
    await addMember(t, 'projects', project.id, guest.id, 10);
    const asGuest = await t.graphql(ErrorTrackingErrorsDocument, { fullPath }, guest.token);
    expect(asGuest.data?.project?.sentryErrors).toBeNull();
  });

  it('streams the project’s new errors as they are ingested (errorTrackingErrorIngested)', async () => {
    const { project, fullPath, key } = await tracked();
    const client = await t.wsClient(reporter.token);
    const ready = busSubscribed(t);
    const iterator = client.iterate({
      query: print(ErrorTrackingErrorIngestedDocument),
      variables: { projectPath: fullPath },
    });
    await ready;
    await send(project.id, key.publicKey, thrown('StreamedError', 'first'));
    const result = await iterator.next();
    expect(result.done).toBe(false);
    expect((result.value as { data: unknown }).data).toEqual({
      errorTrackingErrorIngested: {
        id: expect.stringMatching(/^gid:\/\/gitlab\/Gitlab::ErrorTracking::Error\/\d+$/),
        title: 'StreamedError',
        message: 'first',
        count: 1,
        status: 'UNRESOLVED',
      },
    });
    await iterator.return?.();
    await client.dispose();

    const outsider = await createUser(t);
    const denied = (await t.wsClient(outsider.token)).iterate({
      query: print(ErrorTrackingErrorIngestedDocument),
      variables: { projectPath: fullPath },
    });
    const refused = await denied.next();
    expect((refused.value as { data?: unknown } | undefined)?.data ?? null).toBeNull();
  });

  it('reads a page of errors in the same SQL statements at 5 and 100 errors', async () => {
    const { project, fullPath, key } = await tracked();
    for (let i = 0; i < 120; i++)
      await send(project.id, key.publicKey, thrown(`CostError${i}`, 'x', { user: { id: i } }));
    async function measure(n: number) {
      const document = { query: print(ErrorTrackingErrorsDocument), variables: { fullPath, first: n } };
      await t.post('/api/graphql', { body: document });
      t.sql.reset();
      const response = await t.post('/api/graphql', { body: document });
      expect(response.body.errors).toBeUndefined();
      return {
        nodes: response.body.data.project.sentryErrors.errors.nodes,
        statements: ownStatements(t.sql.statements),
      };
    }
    const small = await measure(5);
    const large = await measure(100);
    expect(small.nodes).toHaveLength(5);
    expect(large.nodes).toHaveLength(100);
    for (const node of large.nodes as { frequency: { count: number }[] }[]) {
      expect(node.frequency).toHaveLength(24);
      expect(node.frequency.reduce((sum, f) => sum + f.count, 0)).toBe(1);
    }
    expect(large.statements.some((s) => s.includes('generate_series'))).toBe(true);
    expect(large.statements).toEqual(small.statements);
  });

  it('counts an error’s events per hour over the last 24 hours (frequency), as GitLab’s integrated backend', async () => {
    const { project, fullPath, key } = await tracked();
    const now = Date.now();
    const hoursAgo = (h: number) => new Date(now - h * 3_600_000);
    const sent = [hoursAgo(3), hoursAgo(3), hoursAgo(10), hoursAgo(30)];
    for (const at of sent) {
      await send(project.id, key.publicKey, thrown('FrequentError', 'x', { timestamp: at.toISOString() }));
    }
    const list = await t.graphql(ErrorTrackingErrorsDocument, { fullPath, searchTerm: 'FrequentError' });
    const [error] = list.data!.project!.sentryErrors!.errors!.nodes;
    expect(error!.count).toBe(4);
    const errorId = gid('Gitlab::ErrorTracking::DetailedError', Number(error!.sentryId));
    const detailed = await t.graphql(ErrorTrackingErrorFrequencyDocument, { fullPath, errorId });
    const answers = [error!.frequency, detailed.data!.project!.sentryDetailedError!.frequency];
    for (const frequency of answers) {
      // 24 consecutive hours (UTC), oldest first, ending with the current one.
      expect(frequency).toHaveLength(24);
      const starts = frequency.map((f) => Date.parse(f.time));
      starts.forEach((start, i) => {
        expect(start % 3_600_000).toBe(0);
        if (i > 0) expect(start - starts[i - 1]!).toBe(3_600_000);
      });
      expect(starts[23]!).toBeLessThanOrEqual(Date.now());
      expect(starts[23]! + 3_600_000).toBeGreaterThan(now);
      // The event of 30 hours ago is outside; the others are in their hours.
      const countAt = (at: Date) =>
        frequency.find((f) => {
          const start = Date.parse(f.time);
          return start <= at.getTime() && at.getTime() < start + 3_600_000;
        })?.count;
      expect(countAt(hoursAgo(3))).toBe(2);
      expect(countAt(hoursAgo(10))).toBe(1);
      expect(frequency.reduce((sum, f) => sum + f.count, 0)).toBe(3);
    }
  });
});

describe('error tracking through @gitbeaker/rest', () => {
  it('manages client keys and the setting as a GitLab client does', async () => {
    const api = new Gitlab({ host: base, token: ROOT_TOKEN });
    const project = await createProject(t);
    const setting = await api.ErrorTrackingSettings.create(project.id, true, true);
    expect(setting).toMatchObject({ active: true, integrated: true });
    expect(await api.ErrorTrackingSettings.edit(project.id, false)).toMatchObject({
      active: false,
      integrated: true,
    });
    expect(await api.ErrorTrackingSettings.show(project.id)).toMatchObject({ active: false });
    const key = await api.ErrorTrackingClientKeys.create(project.id);
    expect(key.sentry_dsn).toBe(
      `http://${key.public_key}@railyard.test/api/v4/error_tracking/collector/${project.id}`,
    );
    expect(await api.ErrorTrackingClientKeys.all(project.id)).toEqual([key]);
  });
});
