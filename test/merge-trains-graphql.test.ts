import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { print } from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MergeRequestMergeTrainCarDocument,
  MergeTrainCarUpdatedDocument,
  MergeTrainsDeleteCarDocument,
  MergeTrainUpdatedDocument,
  ProjectMergeTrainsDocument,
  type MergeTrainCarUpdatedSubscription,
  type MergeTrainUpdatedSubscription,
} from './generated/graphql.ts';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { createUser } from './support/fixtures.ts';
import { cleanupDirs, git, tempDir } from './support/git.ts';
import { addMember } from './support/membership.ts';
import { startBundledRunner } from './support/runner-process.ts';
import { GATED_PIPELINE, stopBundledRunner, trainProject } from './support/merge-trains.ts';

type Change = NonNullable<MergeTrainUpdatedSubscription['mergeTrainUpdated']>;
type CarChange = NonNullable<MergeTrainCarUpdatedSubscription['mergeTrainCarUpdated']>;

let t: TestApp;
let runner: ChildProcess;
let client: Client;
let gates: string;
let project: { id: number; fullPath: string; sha: string; dir: string };

beforeAll(async () => {
  t = await startTestApp();
  const base = await t.listen();
  gates = await tempDir('railyard-train-gates-');
  project = await trainProject(
    t,
    [
      { name: 'one', files: { 'one.txt': 'one\n' } },
      { name: 'two', files: { broken: 'breaks the build\n' } },
      { name: 'three', files: { 'three.txt': 'three\n' } },
      { name: 'four', files: { 'four.txt': 'four\n' } },
    ],
    GATED_PIPELINE,
    gates,
  );
  runner = await startBundledRunner(t, base, { concurrency: 4 });
  client = await t.wsClient(ROOT_TOKEN);
});

afterAll(async () => {
  await stopBundledRunner(runner, gates);
  await client.dispose();
  await t.close();
  await cleanupDirs();
});

async function mergeRequest(source: string): Promise<number> {
  const created = await t.post(`/projects/${project.id}/merge_requests`, {
    body: { source_branch: source, target_branch: 'main', title: `Merge ${source}` },
  });
  expect(created.status, created.text).toBe(201);
  return created.body.iid as number;
}

const open = (iid: number) => fs.writeFile(path.join(gates, String(iid)), '');

describe('merge trains over GraphQL', () => {
  it('streams every car move: the first merged, the second dropped, the third restarted and merged', async () => {
    const changes: Change[] = [];
    const stream = (async () => {
      for await (const result of client.iterate<{ mergeTrainUpdated: Change }>({
        query: print(MergeTrainUpdatedDocument),
        variables: { projectPath: project.fullPath, targetBranch: 'main' },
      })) {
        changes.push(result.data!.mergeTrainUpdated);
      }
    })();
    void stream;
    // The subscription is registered before the first change.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const [one, two, three] = [
      await mergeRequest('one'),
      await mergeRequest('two'),
      await mergeRequest('three'),
    ];
    for (const iid of [one, two, three]) {
      const added = await t.post(`/projects/${project.id}/merge_trains/merge_requests/${iid}`);
      expect(added.status, added.text).toBe(201);
    }

    const carOf = async (iid: number) =>
      (await t.graphql(MergeRequestMergeTrainCarDocument, { fullPath: project.fullPath, iid: String(iid) }))
        .data!.project!.mergeRequest!.mergeTrainCar;
    const third = await waitFor(
      () => carOf(three),
      (c) => c?.status === 'FRESH',
      'the third car fresh',
      60_000,
    );
    const thirdChanges: CarChange[] = [];
    const thirdStream = (async () => {
      for await (const result of client.iterate<{ mergeTrainCarUpdated: CarChange }>({
        query: print(MergeTrainCarUpdatedDocument),
        variables: { carId: third!.id },
      })) {
        thirdChanges.push(result.data!.mergeTrainCarUpdated);
      }
    })();
    void thirdStream;
    await waitFor(
      async () => [await carOf(one), await carOf(two)],
      (cars) => cars.every((c) => c?.status === 'FRESH'),
      'every car fresh',
      60_000,
    );

    await open(one);
    await waitFor(
      async () => changes,
      (c) => c.some((e) => e.mergeRequestIid === String(one) && e.status === 'MERGED'),
      'first merged',
      90_000,
    );
    await open(two);
    await waitFor(
      async () => changes,
      (c) => c.filter((e) => e.mergeRequestIid === String(three) && e.status === 'FRESH').length === 2,
      'third restarted',
      90_000,
    );
    await open(three);
    await waitFor(
      async () => changes,
      (c) => c.some((e) => e.mergeRequestIid === String(three) && e.status === 'MERGED'),
      'third merged',
      90_000,
    );

    const moves = (iid: number) =>
      changes.filter((e) => e.mergeRequestIid === String(iid)).map((e) => `${e.action}:${e.status}`);
    expect(moves(one)).toEqual(['ADDED:IDLE', 'STATUS:FRESH', 'STATUS:MERGING', 'STATUS:MERGED']);
    expect(moves(two)).toEqual(['ADDED:IDLE', 'STATUS:FRESH', 'REMOVED:FRESH']);
    expect(changes.find((e) => e.action === 'REMOVED')!.reason).toBe('the pipeline did not succeed');
    expect(moves(three)).toEqual([
      'ADDED:IDLE',
      'STATUS:FRESH',
      'RESTARTED:IDLE',
      'STATUS:FRESH',
      'STATUS:MERGING',
      'STATUS:MERGED',
    ]);
    // In order: the first merged before the second left, which came before the third restarted.
    const index = (iid: number, move: string) =>
      changes.findIndex((e) => e.mergeRequestIid === String(iid) && `${e.action}:${e.status}` === move);
    expect(index(one, 'STATUS:MERGED')).toBeLessThan(index(two, 'REMOVED:FRESH'));
    expect(index(two, 'REMOVED:FRESH')).toBeLessThan(index(three, 'RESTARTED:IDLE'));
    expect(thirdChanges.map((e) => `${e.action}:${e.status}`)).toEqual([
      'RESTARTED:IDLE',
      'STATUS:FRESH',
      'STATUS:MERGING',
      'STATUS:MERGED',
    ]);

    // The target branch ends at exactly the commit the third car's (second) pipeline tested.
    const tested = changes.filter((e) => e.mergeRequestIid === String(three) && e.status === 'FRESH')[1]!
      .pipeline!;
    const main = await t.get(`/projects/${project.id}/repository/branches/main`);
    expect(main.body.commit.id).toBe(tested.sha);
    const parents = (
      await git(project.dir, ['fetch', '--quiet', 'origin', 'main']).then(() =>
        git(project.dir, ['rev-list', '--parents', '-n', '1', 'FETCH_HEAD']),
      )
    ).stdout
      .trim()
      .split(' ');
    expect(parents).toHaveLength(3);

    const trains = await t.graphql(ProjectMergeTrainsDocument, {
      fullPath: project.fullPath,
      trains: 5,
      first: 10,
    });
    expect(trains.errors).toBeUndefined();
    const [train] = trains.data!.project!.mergeTrains!.nodes;
    expect(train!.targetBranch).toBe('main');
    expect(train!.cars.nodes).toEqual([]);
    expect(train!.merged.nodes.map((c) => c.mergeRequest.iid)).toEqual([one, three].map(String));
  });

  it('removes a car with mergeTrainsDeleteCar, and hides trains from those below developer', async () => {
    const four = await mergeRequest('four');
    expect((await t.post(`/projects/${project.id}/merge_trains/merge_requests/${four}`)).status).toBe(201);
    const car = (
      await t.graphql(MergeRequestMergeTrainCarDocument, { fullPath: project.fullPath, iid: String(four) })
    ).data!.project!.mergeRequest!.mergeTrainCar!;
    expect(car.id).toMatch(/^gid:\/\/gitlab\/MergeTrains::Car\/\d+$/);
    // The only car left on the train is at its front, and its adder may take it off.
    expect(car).toMatchObject({ index: 0, userPermissions: { deleteMergeTrainCar: true } });

    const reporter = await createUser(t);
    await addMember(t, 'projects', project.id, reporter.id, 20);
    // Below developer, no car is shown (GitLab answers null, not an error).
    const seenByReporter = await t.graphql(
      MergeRequestMergeTrainCarDocument,
      { fullPath: project.fullPath, iid: String(four) },
      reporter.token,
    );
    expect(seenByReporter.errors, JSON.stringify(seenByReporter.errors)).toBeUndefined();
    expect(seenByReporter.data!.project!.mergeRequest!.mergeTrainCar).toBeNull();
    const refused = await t.graphql(MergeTrainsDeleteCarDocument, { carId: car.id }, reporter.token);
    expect(refused.data?.mergeTrainsDeleteCar?.errors?.length ?? refused.errors?.length).toBeGreaterThan(0);
    const hidden = await t.graphql(
      ProjectMergeTrainsDocument,
      { fullPath: project.fullPath, trains: 5, first: 10 },
      reporter.token,
    );
    expect(hidden.errors, JSON.stringify(hidden.errors)).toBeUndefined();
    expect(hidden.data!.project!.mergeTrains).toBeNull();

    const deleted = await t.graphql(MergeTrainsDeleteCarDocument, { carId: car.id });
    expect(deleted.data!.mergeTrainsDeleteCar!.errors).toEqual([]);
    const after = await t.graphql(MergeRequestMergeTrainCarDocument, {
      fullPath: project.fullPath,
      iid: String(four),
    });
    expect(after.data!.project!.mergeRequest!.mergeTrainCar).toBeNull();
  });
});
