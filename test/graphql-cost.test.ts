import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from './support/ci.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';

/** The query: ten aliases of a project's 100 pipelines with 100 jobs each. */
function pipelinesOfJobs(path: string, aliases: number): string {
  const one = `pipelines(first: 100) { nodes { jobs(first: 100) { nodes { id } } } }`;
  return `{ ${Array.from({ length: aliases }, (_, i) => `a${i}: project(fullPath: "${path}") { ${one} }`).join(' ')} }`;
}

async function publicProject(t: TestApp): Promise<string> {
  const response = await t.post('/projects', { body: { name: unique('cost'), visibility: 'public' } });
  expect(response.status).toBe(201);
  return response.body.path_with_namespace;
}

describe('GraphQL node limit with the defaults', () => {
  let t: TestApp;
  let user: CreatedUser;
  let path: string;
  beforeAll(async () => {
    t = await startTestApp();
    user = await createUser(t);
    path = await publicProject(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the ten-alias pipelines query before executing it, signed in or not', async () => {
    for (const token of [user.token, null]) {
      t.sql.reset();
      const response = await t.post('/api/graphql', { token, body: { query: pipelinesOfJobs(path, 10) } });
      const limit = token ? 20_000 : 10_000;
      expect(response.body.errors).toEqual([
        {
          message: `Query requests up to 101000 nodes, which exceeds max nodes of ${limit}`,
          extensions: { code: 'QUERY_TOO_MANY_NODES' },
        },
      ]);
      expect(response.body.data).toBeUndefined();
      expect(t.sql.statements.filter((s) => /ci_pipelines|"projects"/.test(s))).toEqual([]);
    }
  });

  it('admits one alias (10,100 nodes) for a signed-in user, and gives anonymous users a smaller limit', async () => {
    t.sql.reset();
    const signedIn = await t.post('/api/graphql', {
      token: user.token,
      body: { query: pipelinesOfJobs(path, 1) },
    });
    expect(signedIn.body.errors).toBeUndefined();
    expect(signedIn.body.data.a0.pipelines.nodes).toEqual([]);
    expect(t.sql.statements.some((s) => s.includes('ci_pipelines'))).toBe(true);

    const anonymous = await t.post('/api/graphql', {
      token: null,
      body: { query: pipelinesOfJobs(path, 1) },
    });
    expect(anonymous.body.errors[0].message).toBe(
      'Query requests up to 10100 nodes, which exceeds max nodes of 10000',
    );
  });
});

describe('GraphQL node limit, configured low', () => {
  let t: TestApp;
  let user: CreatedUser;
  beforeAll(async () => {
    t = await startTestApp({
      env: { GRAPHQL_MAX_NODES_AUTHENTICATED: '150', GRAPHQL_MAX_NODES_ANONYMOUS: '50' },
    });
    user = await createUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const nodesOf = async (query: string, variables: Record<string, unknown> = {}): Promise<number | null> => {
    const response = await t.post('/api/graphql', { token: user.token, body: { query, variables } });
    if (!response.body.errors) return null;
    const match = /^Query requests up to (\d+) nodes, which exceeds max nodes of 150$/.exec(
      response.body.errors[0].message,
    );
    expect(match, JSON.stringify(response.body.errors)).not.toBeNull();
    return Number(match![1]);
  };

  it('counts page sizes multiplied down the tree, as GitHub does, with variables resolved', async () => {
    const query =
      'query($n: Int) { projects(first: $n) { nodes { pipelines(first: 10) { nodes { id } } } } }';
    expect(await nodesOf(query, { n: 20 })).toBe(20 + 20 * 10);
    expect(await nodesOf(query, { n: 5 })).toBeNull(); // 55 nodes: admitted
  });

  it('counts a connection without first or last at the maximum page size', async () => {
    expect(await nodesOf('{ users { nodes { id } } }')).toBeNull();
    expect(await nodesOf('{ users { nodes { id } } projects { nodes { id } } }')).toBe(200);
  });

  it('counts aliases, fragments and inline fragments where they are spread', async () => {
    expect(
      await nodesOf(
        '{ a: users(first: 100) { nodes { id } } b: users(first: 60) { ... on UserCoreConnection { nodes { id } } } }',
      ),
    ).toBe(160);
    expect(
      await nodesOf(
        '{ projects(first: 2) { ...P } } fragment P on ProjectConnection { nodes { pipelines { nodes { id } } } }',
      ),
    ).toBe(2 + 2 * 100);
  });

  it('counts the ids of nodes(ids:), and bounds a connection by the ids or usernames it is given', async () => {
    const ids = Array.from({ length: 151 }, (_, i) => `gid://gitlab/User/${i + 1}`);
    expect(await nodesOf('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids })).toBe(151);
    const memberships = `query($names: [String!]) { users(usernames: $names) { nodes {
      groupMemberships { nodes { id } } projectMemberships { nodes { id } } } } }`;
    expect(await nodesOf(memberships, { names: [user.username] })).toBe(1 + 1 * 200);
    expect(await nodesOf(memberships)).toBe(100 + 100 * 200);
  });

  it('gives anonymous users their own, smaller limit', async () => {
    const query = '{ users(first: 60) { nodes { id } } }';
    const anonymous = await t.post('/api/graphql', { token: null, body: { query } });
    expect(anonymous.body.errors[0].message).toBe(
      'Query requests up to 60 nodes, which exceeds max nodes of 50',
    );
    const signedIn = await t.post('/api/graphql', { token: user.token, body: { query } });
    expect(signedIn.body.errors).toBeUndefined();
  });

  it('refuses a mutation whose answer asks for too many nodes, before it changes anything', async () => {
    const groupPath = unique('nodes-group');
    const query = `mutation { groupCreate(input: { name: "${groupPath}", path: "${groupPath}" }) {
      group { projects(first: 100) { nodes { id } } descendantGroups(first: 100) { nodes { id } } } } }`;
    const response = await t.post('/api/graphql', { token: user.token, body: { query } });
    expect(response.body.errors[0].message).toBe(
      'Query requests up to 200 nodes, which exceeds max nodes of 150',
    );
    expect((await t.get('/groups', { query: { search: groupPath } })).body).toEqual([]);
  });

  it('refuses a subscription that asks for too many nodes per event', async () => {
    const client = await t.wsClient(user.token);
    const errors = await new Promise<unknown>((resolve) => {
      client.subscribe(
        {
          query: `subscription { groupMembershipChanged(groupId: "gid://gitlab/Group/1") {
            user { followers(first: 100) { nodes { following(first: 100) { nodes { id } } } } } } }`,
        },
        { next: (value) => resolve(value.errors), error: resolve, complete: () => resolve('complete') },
      );
    });
    expect(errors).toEqual([
      expect.objectContaining({
        message: 'Query requests up to 10100 nodes, which exceeds max nodes of 150',
      }),
    ]);
  });

  it('sums a batch: operations admitted one by one are refused together', async () => {
    const one = { query: '{ users(first: 60) { nodes { id } } }' };
    const two = await t.post('/api/graphql', { token: user.token, body: [one, one] });
    expect(two.body).toHaveLength(2);
    expect(two.body.every((r: { errors?: unknown }) => r.errors === undefined)).toBe(true);

    t.sql.reset();
    const three = await t.post('/api/graphql', { token: user.token, body: [one, one, one] });
    expect(three.body.errors).toEqual([
      expect.objectContaining({
        message: 'Batch of 3 queries requests up to 180 nodes, which exceeds max nodes of 150',
      }),
    ]);
    expect(
      t.sql.statements.filter((s) => s.includes('"users"') && !s.includes('personal_access_tokens')),
    ).toEqual([]);
  });
});

describe('GraphQL complexity and length over a batch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { GRAPHQL_MAX_COMPLEXITY_ADMIN: '10', GRAPHQL_MAX_QUERY_LENGTH: '200' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sums the complexity of the operations of a batch', async () => {
    const one = { query: '{ currentUser { id username name } }' };
    const alone = await t.post('/api/graphql', { body: [one] });
    expect(alone.body[0].errors).toBeUndefined();
    const batch = await t.post('/api/graphql', { body: [one, one, one] });
    expect(batch.body.errors[0].message).toBe(
      'Batch of 3 queries has complexity of 12, which exceeds max complexity of 10',
    );
  });

  it('sums the text length of the operations of a batch', async () => {
    const one = { query: `{ currentUser { id } } # ${'x'.repeat(85)}` };
    const alone = await t.post('/api/graphql', { body: [one] });
    expect(alone.body[0].errors).toBeUndefined();
    const batch = await t.post('/api/graphql', { body: [one, one] });
    expect(batch.body.errors[0].message).toBe(
      'Batch too large: 220 characters in 2 queries, the limit is 200',
    );
  });
});

describe('GraphQL timeout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { GRAPHQL_TIMEOUT_MS: '1' } });
    for (let i = 0; i < 10; i++) await t.post('/projects', { body: { name: unique('timeout') } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('stops resolving once the operation has run past its timeout, and says where', async () => {
    // Ten projects, each with four connections read one after another: at least forty database
    // round trips in sequence, which cannot all start within a millisecond.
    const query = `{ projects(first: 10) { nodes { id
      pipelines { nodes { id } } ciVariables { nodes { key } } pipelineSchedules { nodes { id } } snippets { nodes { id } } } } }`;
    const response = await t.post('/api/graphql', { body: { query } });
    const errors = response.body.errors as {
      message: string;
      extensions: { code: string };
      path: unknown[];
    }[];
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(error.message).toMatch(/^Timeout on [A-Za-z]+\.[A-Za-z]+$/);
      expect(error.extensions.code).toBe('TIMEOUT');
      expect(error.path[0]).toBe('projects');
    }
    // One error per field that could not start, not one per item.
    expect(new Set(errors.map((e) => e.message)).size).toBe(errors.length);
  });
});

describe('GraphQL execution on the main thread gives way to other requests', () => {
  let t: TestApp;
  let user: CreatedUser;
  beforeAll(async () => {
    // No query workers: the expensive query shares the event loop with the cheap one.
    t = await startTestApp({
      env: { GRAPHQL_MAX_NODES_AUTHENTICATED: '200000', GRAPHQL_QUERY_WORKERS: '0' },
    });
    user = await createUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a cheap request while an expensive admitted one is still being resolved and written', async () => {
    const base = await t.listen();
    const post = (body: unknown) =>
      fetch(`${base}/api/graphql`, {
        method: 'POST',
        headers: { 'private-token': user.token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // 150,000 nodes resolved from one database read: everything after that read is work in memory.
    const ids = Array.from({ length: 50_000 }, () => `gid://gitlab/User/${user.id}`);
    const query = `query($ids: [ID!]!) { a: nodes(ids: $ids) { id ... on UserCore { username name } }
      b: nodes(ids: $ids) { id } c: nodes(ids: $ids) { id } }`;
    const finished: string[] = [];
    t.sql.reset();
    // The answer is sent whole once written, so its headers arrive when the server is done with it.
    const expensive = post({ query, variables: { ids } }).then((response) => {
      finished.push('expensive');
      return response.json() as Promise<{ errors?: unknown }>;
    });
    await waitFor(
      async () => t.sql.statements.filter((s) => /from "users"/.test(s) && /in \(/.test(s)).length,
      (n) => n > 0,
      'the expensive query reading its users',
      30_000,
    );
    const cheap = (await (await post({ query: '{ currentUser { id } }' })).json()) as { errors?: unknown };
    finished.push('cheap');
    expect(cheap.errors).toBeUndefined();
    const body = await expensive;
    expect(body.errors).toBeUndefined();
    expect(finished).toEqual(['cheap', 'expensive']);
  }, 60_000);
});
