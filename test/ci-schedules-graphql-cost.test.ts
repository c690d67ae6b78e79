import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PipelinesWithScheduleDocument,
  ScheduleNodeDocument,
  SchedulesDeepDocument,
} from '#test/generated/graphql.ts';
import { backgroundSettled } from './support/background.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';

let t: TestApp;
let stranger: CreatedUser;
let fullPath = '';
let projectId = 0;
const scheduleIds: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  stranger = await createUser(t);
  const repo = await projectWithFiles(t, { '.gitlab-ci.yml': 'build:\n  script: echo hi\n' });
  fullPath = repo.fullPath;
  projectId = repo.id;
  for (let i = 0; i < 12; i += 1) {
    const schedule = `/projects/${repo.id}/pipeline_schedules`;
    const created = await t.post(schedule, {
      body: { description: `Schedule ${i}`, ref: 'main', cron: '0 4 * * *', active: i % 4 !== 3 },
    });
    expect(created.status, created.text).toBe(201);
    scheduleIds.push(`gid://gitlab/Ci::PipelineSchedule/${created.body.id}`);
    for (const key of ['FIRST', 'SECOND']) {
      const variable = await t.post(`${schedule}/${created.body.id}/variables`, {
        body: { key, value: `${key}${i}` },
      });
      expect(variable.status, variable.text).toBe(201);
    }
    expect((await t.post(`${schedule}/${created.body.id}/play`)).status).toBe(201);
  }
  // Counted statements are the queries' alone once the played pipelines are processed and the work
  // their status events set off (hook, integration and email intake) is done.
  await waitFor(
    () => t.get(`/projects/${repo.id}/pipelines`, { query: { per_page: 100 } }),
    (r) => r.body.length >= 12 && r.body.every((p: { status: string }) => p.status !== 'created'),
    'the played pipelines processed',
    60_000,
  );
  await backgroundSettled(t);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

describe('pipeline schedules through GraphQL: cost flat in page size', () => {
  it('runs the same SQL statements for schedules with owner, last pipeline and variables at 5 and at 100', async () => {
    const counts: number[] = [];
    for (const first of [5, 100]) {
      t.sql.reset();
      const response = await t.graphql(SchedulesDeepDocument, { fullPath, first });
      expect(response.errors).toBeUndefined();
      const connection = response.data!.project!.pipelineSchedules!;
      expect(connection.count).toBe(12);
      expect(connection.nodes).toHaveLength(Math.min(first, 12));
      connection.nodes.forEach((node, i) => {
        expect(node).toMatchObject({
          description: `Schedule ${i}`,
          forTag: false,
          refForDisplay: 'main',
          refPath: `/${fullPath}/-/commits/main`,
          editPath: `/${fullPath}/-/pipeline_schedules/${node.id.split('/').pop()}/edit`,
          owner: { username: 'root' },
          lastPipeline: { source: 'schedule' },
          userPermissions: {
            playPipelineSchedule: true,
            updatePipelineSchedule: true,
            adminPipelineSchedule: true,
            takeOwnershipPipelineSchedule: false,
          },
          variables: {
            count: 2,
            nodes: [
              { key: 'FIRST', value: `FIRST${i}`, variableType: 'ENV_VAR' },
              { key: 'SECOND', value: `SECOND${i}`, variableType: 'ENV_VAR' },
            ],
          },
        });
      });
      counts.push(t.sql.statements.length);
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBe(counts[0]);
  });

  it('continues a page after its end cursor, and filters by status in SQL', async () => {
    const pageOne = await t.graphql(SchedulesDeepDocument, { fullPath, first: 5 });
    const one = pageOne.data!.project!.pipelineSchedules!;
    expect(one.nodes.map((n) => n.id)).toEqual(scheduleIds.slice(0, 5));
    expect(one.pageInfo.hasNextPage).toBe(true);
    const pageTwo = await t.graphql(SchedulesDeepDocument, {
      fullPath,
      first: 5,
      after: one.pageInfo.endCursor,
    });
    expect(pageTwo.data!.project!.pipelineSchedules!.nodes.map((n) => n.id)).toEqual(
      scheduleIds.slice(5, 10),
    );
    const inactive = await t.graphql(SchedulesDeepDocument, { fullPath, first: 100, status: 'INACTIVE' });
    expect(inactive.data!.project!.pipelineSchedules!.nodes.map((n) => n.id)).toEqual(
      scheduleIds.filter((_, i) => i % 4 === 3),
    );
  });
});

describe('pipeline schedules through node(id:)', () => {
  it('loads a schedule by id for who may read it, and null for others', async () => {
    const id = scheduleIds[0]!;
    expect((await t.graphql(ScheduleNodeDocument, { id })).data!.node).toEqual({
      id,
      description: 'Schedule 0',
    });
    expect((await t.graphql(ScheduleNodeDocument, { id }, stranger.token)).data!.node).toBeNull();
  });
});

describe('Pipeline.pipelineSchedule', () => {
  it('names the schedule that started each pipeline, null for others, at a cost flat in page size', async () => {
    const manual = await t.post(`/projects/${projectId}/pipeline`, { body: { ref: 'main' } });
    expect(manual.status, manual.text).toBe(201);
    // Counted statements are the query's alone once the new pipeline's processing is done.
    await waitFor(
      () => t.get(`/projects/${projectId}/pipelines/${manual.body.id}`),
      (r) => r.body.status === 'pending',
      'the new pipeline processed',
    );
    // ...and the work its status events set off (hook and integration deliveries, emails).
    await backgroundSettled(t);
    const counts: number[] = [];
    for (const first of [3, 100]) {
      t.sql.reset();
      const response = await t.graphql(PipelinesWithScheduleDocument, { fullPath, first });
      expect(response.errors).toBeUndefined();
      const nodes = response.data!.project!.pipelines!.nodes;
      expect(nodes.length).toBe(first === 3 ? 3 : 13 + nodes.filter((n) => n.source === 'push').length);
      for (const node of nodes) {
        if (node.source !== 'schedule') {
          expect(node.pipelineSchedule).toBeNull();
          continue;
        }
        const schedule = node.pipelineSchedule!;
        const index = scheduleIds.indexOf(schedule.id);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(schedule).toEqual({
          id: scheduleIds[index],
          description: `Schedule ${index}`,
          editPath: `/${fullPath}/-/pipeline_schedules/${schedule.id.split('/').pop()}/edit`,
        });
      }
      counts.push(t.sql.statements.length);
    }
    expect(counts[1]).toBe(counts[0]);
    const manualNode = (
      await t.graphql(PipelinesWithScheduleDocument, { fullPath, first: 100 })
    ).data!.project!.pipelines!.nodes.find((n) => n.id === `gid://gitlab/Ci::Pipeline/${manual.body.id}`);
    expect(manualNode).toMatchObject({ source: 'api', pipelineSchedule: null });
  });
});
