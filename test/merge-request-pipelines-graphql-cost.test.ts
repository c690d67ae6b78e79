import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CostMergeRequestsHeadPipelinesDocument } from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { createUser } from './support/fixtures.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';
import { normalizedStatement, ownStatements } from './support/sql-statements.ts';

/**
 * A page of merge requests with their author, assignees, labels and head pipeline (with its
 * detailed status) runs the same SQL statements at a page of 5 as at a page of 100.
 */
let t: TestApp;
const ITEMS = 12;
let fullPath: string;

const CI = `
test:
  rules:
    - if: $CI_PIPELINE_SOURCE == "merge_request_event"
  script: echo test
`;

beforeAll(async () => {
  t = await startTestApp();
  const project = await projectWithFiles(t, { '.gitlab-ci.yml': CI, 'README.md': 'cost\n' });
  fullPath = project.fullPath;
  for (let i = 0; i < ITEMS; i++) {
    await git(project.dir, ['checkout', '--quiet', '-b', `b${i}`, 'main']);
    await commitFiles(project.dir, { [`f${i}.txt`]: `${i}\n` }, `Change ${i}`);
  }
  await git(project.dir, ['push', '--quiet', 'origin', ...Array.from({ length: ITEMS }, (_, i) => `b${i}`)]);
  for (let i = 0; i < ITEMS; i++) {
    const user = await createUser(t);
    await addMember(t, 'projects', project.id, user.id, 30);
    const created = await t.post(`/projects/${project.id}/merge_requests`, {
      body: {
        source_branch: `b${i}`,
        target_branch: 'main',
        title: `mr ${i}`,
        labels: `l${i},shared`,
        assignee_ids: [user.id, 1],
      },
    });
    expect(created.status, created.text).toBe(201);
  }
  // Every merge request has its head pipeline before the reads.
  await waitFor(
    () => t.get(`/projects/${project.id}/merge_requests`, { query: { per_page: '100' } }),
    (r) =>
      (r.body as { head_pipeline?: unknown; detailed_merge_status: string }[]).every(
        (m) => m.detailed_merge_status !== 'unchecked',
      ),
    'merge statuses',
    30_000,
  );
  for (let iid = 1; iid <= ITEMS; iid++) {
    await waitFor(
      async () =>
        (await t.get(`/projects/${project.id}/merge_requests/${iid}`)).body as {
          head_pipeline: { source: string } | null;
        },
      (m) => m.head_pipeline?.source === 'merge_request_event',
      `the head pipeline of !${iid}`,
      30_000,
    );
  }
}, 240_000);

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

async function cost(n: number) {
  t.sql.reset();
  const response = await t.graphql(CostMergeRequestsHeadPipelinesDocument, { fullPath, n });
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return {
    nodes: response.data!.project!.mergeRequests!.nodes,
    statements: ownStatements(t.sql.statements).map(normalizedStatement),
  };
}

describe('merge requests with their head pipelines: cost flat in page size', () => {
  it('author, assignees, labels and headPipeline { id status detailedStatus { icon } }', async () => {
    const small = await cost(5);
    const large = await cost(100);
    expect(small.nodes).toHaveLength(5);
    expect(large.nodes).toHaveLength(ITEMS);
    for (const node of large.nodes) {
      expect(node.author?.username).toBe('root');
      expect(node.assignees!.nodes).toHaveLength(2);
      expect(node.labels!.nodes).toHaveLength(2);
      expect(node.headPipeline?.id).toMatch(/^gid:\/\/gitlab\/Ci::Pipeline\/\d+$/);
      expect(node.headPipeline?.detailedStatus?.icon).toMatch(/^status_/);
    }
    expect(new Set(large.nodes.map((n) => n.headPipeline!.id)).size).toBe(ITEMS);
    expect(large.statements).toEqual(small.statements);
  });
});
