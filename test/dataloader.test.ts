import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NestedGroupsProjectsMembersDocument } from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique } from './support/fixtures.ts';
import { ownStatements } from './support/sql-statements.ts';

/**
 * A nested GraphQL query costs a number of SQL statements that does not grow with the page size:
 * every level (groups, their projects, the projects' members, the members' users) is loaded in
 * batches, whatever the number of parents.
 */
let t: TestApp;
const GROUPS = 12;
const PROJECTS_PER_GROUP = 11;

beforeAll(async () => {
  // Pages of 100 at three levels: a million nodes by the node limit, which this test is not about.
  t = await startTestApp({ env: { GRAPHQL_MAX_NODES_AUTHENTICATED: '2000000' } });
  const users = await Promise.all([createUser(t), createUser(t), createUser(t)]);
  for (let g = 0; g < GROUPS; g++) {
    const path = unique('loader-group');
    const group = await t.post('/groups', { body: { name: path, path } });
    expect(group.status).toBe(201);
    for (const [i, user] of users.entries()) {
      const added = await t.post(`/groups/${group.body.id}/members`, {
        body: { user_id: user.id, access_level: 10 * (i + 2) },
      });
      expect(added.status).toBe(201);
    }
    for (let p = 0; p < PROJECTS_PER_GROUP; p++) {
      const project = await t.post('/projects', { body: { name: `p${p}`, namespace_id: group.body.id } });
      expect(project.status).toBe(201);
    }
  }
}, 180_000);

afterAll(async () => {
  await t.close();
});

async function run(n: number) {
  t.sql.reset();
  const response = await t.graphql(NestedGroupsProjectsMembersDocument, { n });
  const statements = ownStatements(t.sql.statements);
  expect(response.errors).toBeUndefined();
  return { data: response.data!, statements };
}

describe('DataLoader batching', () => {
  it('issues as many SQL statements for 10 items per level as for 100', async () => {
    const small = await run(10);
    const large = await run(100);

    // The two queries really load different amounts of data at every level...
    const groups = (r: typeof small) => r.data.groups!.nodes;
    const projects = (r: typeof small) => groups(r).flatMap((g) => g.projects!.nodes);
    const members = (r: typeof small) => projects(r).flatMap((p) => p.projectMembers.nodes);
    expect(groups(small)).toHaveLength(10);
    expect(groups(large)).toHaveLength(GROUPS);
    expect(projects(small)).toHaveLength(10 * 10);
    expect(projects(large)).toHaveLength(GROUPS * PROJECTS_PER_GROUP);
    expect(members(large).length).toBeGreaterThan(members(small).length);
    expect(members(large).every((m) => m.user?.username)).toBe(true);

    // ...with the same number of statements, and few of them.
    expect(large.statements.length).toBe(small.statements.length);
    expect(small.statements.length).toBeLessThanOrEqual(20);
    // One statement at least per level (groups, projects, members, users) was seen.
    expect(small.statements.length).toBeGreaterThanOrEqual(4);
  });
});
