import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectMergeTrainsDocument } from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { cleanupDirs, tempDir } from './support/git.ts';
import { GATED_PIPELINE, trainProject } from './support/merge-trains.ts';
import { ownStatements } from './support/sql-statements.ts';

/**
 * A project's trains with each car's merge request, user and pipeline cost the same SQL statements
 * at a page of 5 cars as at a page of 100. No runner: the cars' pipelines stay pending.
 */
let t: TestApp;
const CARS = 7;
let fullPath: string;

beforeAll(async () => {
  t = await startTestApp();
  const branches = Array.from({ length: CARS }, (_, i) => ({
    name: `b${i}`,
    files: { [`f${i}.txt`]: `${i}\n` },
  }));
  const project = await trainProject(t, branches, GATED_PIPELINE, await tempDir('railyard-gates-'));
  fullPath = project.fullPath;
  for (const branch of branches) {
    const mr = await t.post(`/projects/${project.id}/merge_requests`, {
      body: { source_branch: branch.name, target_branch: 'main', title: `mr ${branch.name}` },
    });
    expect(mr.status, mr.text).toBe(201);
    const added = await t.post(`/projects/${project.id}/merge_trains/merge_requests/${mr.body.iid}`);
    expect(added.status, added.text).toBe(201);
  }
  await waitFor(
    () => t.get(`/projects/${project.id}/merge_trains`),
    (r) => (r.body as { status: string }[]).every((c) => c.status === 'fresh'),
    'every car fresh',
    60_000,
  );
}, 180_000);

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

async function cost(first: number) {
  t.sql.reset();
  const response = await t.graphql(ProjectMergeTrainsDocument, { fullPath, trains: 5, first });
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return {
    cars: response.data!.project!.mergeTrains!.nodes[0]!.cars.nodes,
    statements: ownStatements(t.sql.statements),
  };
}

describe('merge train cost flat in page size', () => {
  it('trains with cars, their merge requests, users and pipelines', async () => {
    const small = await cost(5);
    const large = await cost(100);
    expect(small.cars).toHaveLength(5);
    expect(large.cars).toHaveLength(CARS);
    expect(
      large.cars.every(
        (c) => c.user?.username === 'root' && c.pipeline !== null && c.mergeRequest.title.startsWith('mr '),
      ),
    ).toBe(true);
    // The same statements, only the lists of ids longer.
    const shape = (statements: string[]) => statements.map((s) => s.replace(/in \([^)]*\)/g, 'in (...)'));
    expect(shape(large.statements)).toEqual(shape(small.statements));
  });
});
