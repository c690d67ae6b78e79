import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CiPipelineScheduleStatusUpdatedDocument,
  PipelineScheduleCreateDocument,
  PipelineScheduleDeleteDocument,
  PipelineSchedulePlayDocument,
  PipelineScheduleUpdateDocument,
  ProjectPipelineSchedulesDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { latestPipeline, protocolRunner } from './support/ci.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember } from './support/membership.ts';
import { busSubscribed } from './support/subscriptions.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';

let t: TestApp;
let runner: ReturnType<typeof protocolRunner>;
let developer: CreatedUser;
let maintainer: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  const created = await t.post('/user/runners', {
    body: { runner_type: 'instance_type', tag_list: ['schedules'], run_untagged: false },
  });
  runner = protocolRunner(t, created.body.token);
  developer = await createUser(t);
  maintainer = await createUser(t);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

const CONFIG = 'nightly:\n  tags: [schedules]\n  script: echo $TARGET\n';

async function runAll() {
  const names: string[] = [];
  for (let job = await runner.request(); job; job = await runner.request()) {
    names.push(`${job.job_info.name}:${job.variables.find((v) => v.key === 'CI_PIPELINE_SOURCE')?.value}`);
    await runner.finish(job, 'success');
  }
  return names;
}

/** The local wall-clock time of an instant in a time zone, as HH:MM. */
function localTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

describe('pipeline schedules', () => {
  it('are created by developers, validated, changed by their owners and taken over by maintainers', async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });
    await latestPipeline(t, repo.id);
    await runAll();
    await addMember(t, 'projects', repo.id, developer.id, 30);
    await addMember(t, 'projects', repo.id, maintainer.id, 40);
    const url = `/projects/${repo.id}/pipeline_schedules`;

    expect(
      (
        await t.post(url, {
          token: developer.token,
          body: { description: 'x', ref: 'main', cron: '61 * * * *' },
        })
      ).body,
    ).toEqual({ message: { cron: [' is invalid syntax'] } });
    expect(
      (
        await t.post(url, {
          token: developer.token,
          body: { description: 'x', ref: 'main', cron: '0 4 * * *', cron_timezone: 'Mars/Olympus' },
        })
      ).body,
    ).toEqual({ message: { cron_timezone: [' is invalid syntax'] } });

    const created = await t.post(url, {
      token: developer.token,
      body: { description: 'Nightly', ref: 'main', cron: '0 4 * * *', cron_timezone: 'Europe/Berlin' },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      description: 'Nightly',
      ref: 'main',
      cron: '0 4 * * *',
      cron_timezone: 'Europe/Berlin',
      active: true,
      owner: { username: developer.username },
      last_pipeline: null,
      variables: [],
    });
    const nextRunAt = created.body.next_run_at as string;
    expect(localTime(nextRunAt, 'Europe/Berlin')).toBe('04:00');
    expect(new Date(nextRunAt).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(nextRunAt).getTime()).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    const schedule = `${url}/${created.body.id}`;

    const variable = await t.post(`${schedule}/variables`, {
      token: developer.token,
      body: { key: 'TARGET', value: 'staging' },
    });
    expect(variable.body).toEqual({ key: 'TARGET', variable_type: 'env_var', value: 'staging' });
    expect(
      (await t.put(`${schedule}/variables/TARGET`, { token: developer.token, body: { value: 'production' } }))
        .body,
    ).toMatchObject({ value: 'production' });

    // Only the owner changes it; a maintainer may take it over, and then it is theirs.
    expect((await t.put(schedule, { token: maintainer.token, body: { active: false } })).status).toBe(403);
    const taken = await t.post(`${schedule}/take_ownership`, { token: maintainer.token });
    expect(taken.status, taken.text).toBe(201);
    expect(taken.body.owner.username).toBe(maintainer.username);
    expect((await t.put(schedule, { token: developer.token, body: { active: false } })).status).toBe(403);
    const paused = await t.put(schedule, { token: maintainer.token, body: { active: false } });
    expect(paused.body).toMatchObject({ active: false, next_run_at: null });
    expect((await t.get(url, { query: { scope: 'inactive' } })).body).toHaveLength(1);
    expect((await t.get(url, { query: { scope: 'active' } })).body).toEqual([]);

    // Playing runs the pipeline now, as the owner, with the schedule's variables.
    const played = await t.post(`${schedule}/play`, { token: developer.token });
    expect(played.status, played.text).toBe(201);
    expect(played.body).toEqual({ message: '201 Created' });
    expect(await runAll()).toEqual(['nightly:schedule']);
    const detail = await t.get(schedule);
    expect(detail.body.last_pipeline).toMatchObject({ ref: 'main', status: 'success' });
    const pipeline = await t.get(`/projects/${repo.id}/pipelines/${detail.body.last_pipeline.id}`);
    expect(pipeline.body).toMatchObject({ source: 'schedule', user: { username: maintainer.username } });
    expect((await t.get(`/projects/${repo.id}/pipelines/${pipeline.body.id}/variables`)).body).toEqual([
      { key: 'TARGET', value: 'production', variable_type: 'env_var' },
    ]);

    expect((await t.delete(`${schedule}/variables/TARGET`, { token: maintainer.token })).status).toBe(204);
    expect((await t.delete(schedule, { token: developer.token })).status).toBe(403);
    expect((await t.delete(schedule, { token: maintainer.token })).status).toBe(204);
    expect((await t.get(schedule)).body).toEqual({ message: '404 Pipeline Schedule Not Found' });
  });

  it('run when their time comes, once, and move on to the next time', async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });
    await latestPipeline(t, repo.id);
    await runAll();
    const created = await t.post(`/projects/${repo.id}/pipeline_schedules`, {
      body: { description: 'Hourly', ref: 'main', cron: '15 * * * *' },
    });
    const first = new Date(created.body.next_run_at as string);
    expect(first.getUTCMinutes()).toBe(15);

    const schedules = t.running.services.pipelineSchedules;
    await schedules.runDue(new Date(first.getTime() - 1000));
    expect(await runAll()).toEqual([]);
    // Two sweeps at once (two instances, say) run it once.
    await Promise.all([schedules.runDue(first), schedules.runDue(first)]);
    expect(await runAll()).toEqual(['nightly:schedule']);
    const after = (await t.get(`/projects/${repo.id}/pipeline_schedules/${created.body.id}`)).body;
    expect(new Date(after.next_run_at as string).getTime()).toBe(first.getTime() + 3600_000);
  });

  it('read cron as GitLab does: nicknames, the last day of a month, the nth weekday; one that never fires is invalid', async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });
    const url = `/projects/${repo.id}/pipeline_schedules`;
    const nextRun = async (cron: string, timeZone: string) => {
      const created = await t.post(url, {
        body: { description: cron, ref: 'main', cron, cron_timezone: timeZone },
      });
      expect(created.status, created.text).toBe(201);
      const iso = created.body.next_run_at as string;
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(new Date(iso));
      const part = (type: string) => local.find((p) => p.type === type)!.value;
      return {
        year: +part('year'),
        month: +part('month'),
        day: +part('day'),
        weekday: part('weekday'),
        time: `${part('hour')}:${part('minute')}`,
      };
    };

    expect((await nextRun('@daily', 'America/New_York')).time).toBe('00:00');
    const last = await nextRun('30 12 L * *', 'Asia/Tokyo');
    expect(last.time).toBe('12:30');
    expect(last.day).toBe(new Date(Date.UTC(last.year, last.month, 0)).getUTCDate());
    const firstMonday = await nextRun('0 9 * * mon#1', 'Europe/Berlin');
    expect(firstMonday).toMatchObject({ weekday: 'Mon', time: '09:00' });
    expect(firstMonday.day).toBeLessThanOrEqual(7);

    const never = await t.post(url, { body: { description: 'never', ref: 'main', cron: '0 0 31 2 *' } });
    expect(never.status).toBe(400);
    expect(never.body).toEqual({ message: { cron: [' is invalid syntax'] } });
    expect(((await t.get(url)).body as { description: string }[]).map((s) => s.description)).not.toContain(
      'never',
    );
  });

  it('are reachable through GraphQL', async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });
    await latestPipeline(t, repo.id);
    await runAll();
    const created = await t.graphql(PipelineScheduleCreateDocument, {
      input: { projectPath: repo.fullPath, description: 'Weekly', ref: 'main', cron: '0 6 * * mon' },
    });
    expect(created.data!.pipelineScheduleCreate!.errors).toEqual([]);
    const id = created.data!.pipelineScheduleCreate!.pipelineSchedule!.id;
    expect(id).toMatch(/^gid:\/\/gitlab\/Ci::PipelineSchedule\/\d+$/);
    const invalid = await t.graphql(PipelineScheduleCreateDocument, {
      input: { projectPath: repo.fullPath, description: 'Bad', ref: 'main', cron: 'never' },
    });
    expect(invalid.data!.pipelineScheduleCreate!.errors).toEqual(['Cron  is invalid syntax']);

    const played = await t.graphql(PipelineSchedulePlayDocument, { id });
    expect(played.data!.pipelineSchedulePlay).toEqual({
      pipelineSchedule: { lastPipeline: { source: 'schedule' } },
      errors: [],
    });
    expect(await runAll()).toEqual(['nightly:schedule']);
    const updated = await t.graphql(PipelineScheduleUpdateDocument, {
      input: { id, cron: '0 7 * * *', active: false },
    });
    expect(updated.data!.pipelineScheduleUpdate).toEqual({
      pipelineSchedule: { cron: '0 7 * * *', active: false },
      errors: [],
    });
    const listed = await t.graphql(ProjectPipelineSchedulesDocument, { fullPath: repo.fullPath });
    expect(listed.data!.project!.pipelineSchedules!.nodes).toEqual([
      {
        id,
        description: 'Weekly',
        cron: '0 7 * * *',
        cronTimezone: 'UTC',
        active: false,
        owner: { username: 'root' },
        lastPipeline: { source: 'schedule' },
        variables: { nodes: [] },
      },
    ]);
    const deleted = await t.graphql(PipelineScheduleDeleteDocument, { id });
    expect(deleted.data!.pipelineScheduleDelete).toEqual({ errors: [] });
    expect((await t.get(`/projects/${repo.id}/pipeline_schedules`)).body).toEqual([]);
  });
});

describe('ciPipelineScheduleStatusUpdated', () => {
  it("streams a schedule with its last pipeline's status as that pipeline moves, to readers of schedules", async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });
    await latestPipeline(t, repo.id);
    await runAll();
    const created = await t.post(`/projects/${repo.id}/pipeline_schedules`, {
      body: { description: 'watched', ref: 'main', cron: '0 3 * * *' },
    });
    expect(created.status, created.text).toBe(201);

    const client = await t.wsClient();
    const ready = busSubscribed(t);
    const events = client.iterate({
      query: print(CiPipelineScheduleStatusUpdatedDocument),
      variables: { projectId: `gid://gitlab/Project/${repo.id}` },
    });
    await ready;
    // A pipeline that no schedule ran changes nothing here.
    await t.post(`/projects/${repo.id}/pipeline`, { body: { ref: 'main' } });
    await runAll();
    const played = await t.post(`/projects/${repo.id}/pipeline_schedules/${created.body.id}/play`);
    expect(played.status, played.text).toBe(201);
    await runAll();

    const seen: { id: string; status: string | undefined; pipeline: string | undefined }[] = [];
    for await (const result of events) {
      expect(result.errors).toBeUndefined();
      const schedule = (result.data as { ciPipelineScheduleStatusUpdated: any })
        .ciPipelineScheduleStatusUpdated;
      seen.push({
        id: schedule.id,
        status: schedule.lastPipeline?.detailedStatus?.group,
        pipeline: schedule.lastPipeline?.id,
      });
      if (schedule.lastPipeline?.detailedStatus?.group === 'success') break;
    }
    expect(new Set(seen.map((s) => s.id))).toEqual(
      new Set([`gid://gitlab/Ci::PipelineSchedule/${created.body.id}`]),
    );
    const last = await t.get(`/projects/${repo.id}/pipeline_schedules/${created.body.id}`);
    expect(seen.at(-1)!.pipeline).toBe(`gid://gitlab/Ci::Pipeline/${last.body.last_pipeline.id}`);

    const outsider = await createUser(t);
    const refused = await (
      await t.wsClient(outsider.token)
    )
      .iterate({
        query: print(CiPipelineScheduleStatusUpdatedDocument),
        variables: { projectId: `gid://gitlab/Project/${repo.id}` },
      })
      .next();
    expect((refused.value as { errors?: { message: string }[] }).errors?.[0]?.message).toMatch(
      /permission|not found/,
    );
  });
});
