import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitProcessesStarted } from '../src/git/run.ts';
import {
  CostProjectMembersDocument,
  CostProjectSnippetsDocument,
  CostProjectsWithCiSettingsDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique } from './support/fixtures.ts';
import { addMember, createGroup, createProject } from './support/membership.ts';
import { ownStatements } from './support/sql-statements.ts';

/**
 * The deepest realistic queries over members, projects and snippets cost the same SQL statements and
 * git processes at a page of 5 as at a page of 100: every nested field loads in batches.
 */
let t: TestApp;
const ITEMS = 12;
let project: { id: number; path_with_namespace: string };
let search: string;

beforeAll(async () => {
  t = await startTestApp();
  search = unique('cost');
  const group = await createGroup(t, { visibility: 'public' });
  project = await createProject(t, { namespace_id: group.id, visibility: 'public', name: `${search}-0` });
  for (let i = 1; i < ITEMS; i++)
    await createProject(t, { namespace_id: group.id, visibility: 'public', name: `${search}-${i}` });
  for (let i = 0; i < ITEMS; i++) {
    const user = await createUser(t);
    await addMember(t, 'projects', project.id, user.id, 30);
    const snippet = await t.post(`/projects/${project.id}/snippets`, {
      body: {
        title: `s${i}`,
        visibility: 'public',
        files: [
          { file_path: 'a.txt', content: `alpha ${i}\n` },
          { file_path: 'dir/b.txt', content: `beta ${i}\n` },
        ],
      },
    });
    expect(snippet.status, snippet.text).toBe(201);
  }
}, 180_000);

afterAll(async () => {
  await t.close();
});

/** Runs a query at a page size; its SQL statements and the git processes it started. */
async function cost<T>(run: () => Promise<{ data: T | null | undefined; errors?: unknown }>) {
  t.sql.reset();
  const before = gitProcessesStarted();
  const response = await run();
  expect(response.errors).toBeUndefined();
  return {
    data: response.data!,
    statements: ownStatements(t.sql.statements),
    git: gitProcessesStarted() - before,
  };
}

describe('cost flat in page size', () => {
  it('project members with their users and access levels', async () => {
    const run = (n: number) =>
      cost(() => t.graphql(CostProjectMembersDocument, { fullPath: project.path_with_namespace, n }));
    const small = await run(5);
    const large = await run(100);
    expect(small.data.project!.projectMembers.nodes).toHaveLength(5);
    // The group's owner (root) is an inherited member, on top of the direct ones.
    expect(large.data.project!.projectMembers.nodes.length).toBeGreaterThan(ITEMS);
    expect(large.data.project!.projectMembers.nodes.every((m) => m.user?.username)).toBe(true);
    expect(large.statements.length).toBe(small.statements.length);
    expect(large.git).toBe(small.git);
  });

  it('projects with their CI/CD settings and namespaces', async () => {
    const run = (n: number) => cost(() => t.graphql(CostProjectsWithCiSettingsDocument, { search, n }));
    const small = await run(5);
    const large = await run(100);
    expect(small.data.projects!.nodes).toHaveLength(5);
    expect(large.data.projects!.nodes).toHaveLength(ITEMS);
    for (const node of large.data.projects!.nodes) {
      expect(node.ciCdSettings).toEqual({ inboundJobTokenScopeEnabled: true });
      expect(node.namespace?.fullPath).toBe(project.path_with_namespace.split('/')[0]);
    }
    expect(large.statements.length).toBe(small.statements.length);
    expect(large.git).toBe(small.git);
  });

  it('project snippets with their authors and files, reading no repository', async () => {
    const run = (n: number) =>
      cost(() => t.graphql(CostProjectSnippetsDocument, { fullPath: project.path_with_namespace, n }));
    const small = await run(5);
    const large = await run(100);
    expect(small.data.project!.snippets!.nodes).toHaveLength(5);
    const nodes = large.data.project!.snippets!.nodes;
    expect(nodes.map((n) => n.title)).toEqual(Array.from({ length: ITEMS }, (_, i) => `s${ITEMS - 1 - i}`));
    expect(nodes[0]!.author?.username).toBe('root');
    expect(nodes[0]!.blobs!.nodes).toEqual([
      { path: 'a.txt', size: 9, binary: false, rawPath: expect.stringMatching(/\/raw\/main\/a\.txt$/) },
      {
        path: 'dir/b.txt',
        size: 8,
        binary: false,
        rawPath: expect.stringMatching(/\/raw\/main\/dir\/b\.txt$/),
      },
    ]);
    expect(large.statements.length).toBe(small.statements.length);
    expect(large.git).toBe(0);
    expect(small.git).toBe(0);
  });
});
