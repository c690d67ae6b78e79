import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { stopRunner, spawnRunner } from './support/runner-process.ts';
import {
  api,
  newDataDir,
  removeServiceLeftovers,
  serviceDatabase,
  startService,
  stopService,
  waitFor,
  type ServiceProcess,
} from './support/service-process.ts';

/**
 * A merge train car is journalled (`merging`, with the branch's old head) before its target branch
 * moves: the service dies (fault injection, SIGKILL) right after the move, and the restarted service
 * records the merge, so the branch never stays moved with its car unmerged.
 */
const CASE_TIMEOUT = 300_000;
const dirs: string[] = [];
const running = new Set<ServiceProcess>();
const runners = new Set<ChildProcess>();

afterAll(async () => {
  for (const runner of runners) await stopRunner(runner, 1_000);
  await removeServiceLeftovers(running, dirs);
});

const TRAIN_CI = `check:
  rules:
    - if: $CI_MERGE_REQUEST_EVENT_TYPE == "merge_train"
  script: [true]
`;

async function startRunnerFor(service: ServiceProcess): Promise<ChildProcess> {
  const registered = await api(service, 'POST', '/user/runners', { runner_type: 'instance_type' });
  expect(registered.status).toBe(201);
  const cacheDir = await newDataDir();
  dirs.push(cacheDir);
  const runner = spawnRunner(
    [
      ...['--url', service.url, '--clone-url', service.url, '--token', registered.body.token],
      ...['--cache-dir', cacheDir],
      ...['--retry-delay-ms', '100', '--retry-max-delay-ms', '400', '--retry-timeout-ms', '120000'],
    ],
    { stdio: 'ignore' },
  );
  runners.add(runner);
  return runner;
}

const mainHead = async (service: ServiceProcess, projectId: number) =>
  (await api(service, 'GET', `/projects/${projectId}/repository/branches/main`)).body.commit.id as string;

describe('a crash between the branch move and the database record of a train merge', () => {
  it(
    'records the merge at restart: the merge request merged, the car merged, the branch at the tested commit',
    async () => {
      const dir = await newDataDir();
      dirs.push(dir);
      const first = await startService(dir, { env: { FAULT_INJECTION: 'train-merge-after-ref-move' } });
      running.add(first);
      const project = await api(first, 'POST', '/projects', {
        name: 'train-crash',
        initialize_with_readme: true,
      });
      expect(project.status).toBe(201);
      const projectId = project.body.id as number;
      const settings = await api(first, 'PUT', `/projects/${projectId}`, {
        merge_pipelines_enabled: true,
        merge_trains_enabled: true,
      });
      expect(settings.status).toBe(200);
      const files = `/projects/${projectId}/repository/files`;
      expect(
        (
          await api(first, 'POST', `${files}/.gitlab-ci.yml`, {
            branch: 'main',
            content: TRAIN_CI,
            commit_message: 'CI',
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await api(first, 'POST', `${files}/feature.txt`, {
            branch: 'feature',
            start_branch: 'main',
            content: 'feature\n',
            commit_message: 'Add feature',
          })
        ).status,
      ).toBe(201);
      const before = await mainHead(first, projectId);
      const created = await api(first, 'POST', `/projects/${projectId}/merge_requests`, {
        source_branch: 'feature',
        target_branch: 'main',
        title: 'Ride the train',
      });
      expect(created.status).toBe(201);
      const iid = created.body.iid as number;
      await startRunnerFor(first);
      const added = await api(first, 'POST', `/projects/${projectId}/merge_trains/merge_requests/${iid}`);
      expect(added.status).toBe(201);

      // The car's pipeline succeeds, the engine moves main and the service dies before recording it.
      expect(await first.exited).toBeNull();
      running.delete(first);
      const db = await serviceDatabase(dir);
      const car = await db.query<{ status: string; merging_from_sha: string; train_sha: string }>(
        'select status, merging_from_sha, train_sha from merge_train_cars where merge_request_id = $1',
        [created.body.id],
      );
      expect(car.rows).toEqual([
        { status: 'merging', merging_from_sha: before, train_sha: expect.any(String) },
      ]);
      const state = await db.query('select state from merge_requests where id = $1', [created.body.id]);
      expect(state.rows[0].state).toBe('opened');
      await db.end();

      const second = await startService(dir, { port: first.port });
      running.add(second);
      await waitFor(async () => {
        const mr = await api(second, 'GET', `/projects/${projectId}/merge_requests/${iid}`);
        return mr.body.state === 'merged';
      }, 'the merge recorded after the restart');
      const merged = await api(second, 'GET', `/projects/${projectId}/merge_requests/${iid}`);
      expect(merged.body).toMatchObject({ state: 'merged', merge_commit_sha: car.rows[0]!.train_sha });
      expect(await mainHead(second, projectId)).toBe(car.rows[0]!.train_sha);
      const entry = await api(second, 'GET', `/projects/${projectId}/merge_trains/merge_requests/${iid}`);
      expect(entry.body.status).toBe('merged');
      for (const runner of runners) await stopRunner(runner, 5_000);
      runners.clear();
      expect(await stopService(second)).toBe(0);
      running.delete(second);
    },
    CASE_TIMEOUT,
  );
});
