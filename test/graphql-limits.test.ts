import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComplexityDocument } from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser } from './support/fixtures.ts';

describe('GraphQL limits with the defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the complexity score and the limit of the caller (anonymous, signed in, admin)', async () => {
    const user = await createUser(t);
    const anonymous = await t.graphql(ComplexityDocument, {}, null);
    const signedIn = await t.graphql(ComplexityDocument, {}, user.token);
    expect(signedIn.errors).toBeUndefined();
    const admin = await t.graphql(ComplexityDocument, {});
    expect(anonymous.data?.queryComplexity).toEqual({ score: 3, limit: 200 });
    expect(signedIn.data?.queryComplexity?.limit).toBe(250);
    expect(admin.data?.queryComplexity?.limit).toBe(300);
  });

  it('refuses a query text above 10,000 characters before executing it', async () => {
    const query = `{ currentUser { username } } # ${'x'.repeat(10_000)}`;
    const response = await t.post('/api/graphql', { body: { query } });
    expect(response.body.errors[0].message).toMatch(/^Query too large/);
    expect(response.body.data).toBeUndefined();
  });

  it('counts a connection page size into the complexity', async () => {
    const small = await t.post('/api/graphql', {
      body: { query: '{ users(first: 1) { nodes { id } } queryComplexity { score } }' },
    });
    const large = await t.post('/api/graphql', {
      body: { query: '{ users(first: 100) { nodes { id } } queryComplexity { score } }' },
    });
    expect(large.body.data.queryComplexity.score).toBeGreaterThan(small.body.data.queryComplexity.score);
  });
});

describe('GraphQL limits, configured low', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: { GRAPHQL_MAX_DEPTH_AUTHENTICATED: '2', GRAPHQL_MAX_COMPLEXITY_ADMIN: '5' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a query deeper than the limit with a clear error and no data', async () => {
    const user = await createUser(t);
    const response = await t.post('/api/graphql', {
      token: user.token,
      body: { query: '{ users { nodes { username } } }' },
    });
    expect(response.body.errors[0].message).toBe('Query has depth of 3, which exceeds max depth of 2');
    expect(response.body.data).toBeUndefined();
  });

  it('refuses a query more complex than the limit', async () => {
    const query = '{ a: users(first: 100) { count } b: users(first: 100) { count } }';
    const response = await t.post('/api/graphql', { body: { query } });
    expect(response.body.errors[0].message).toMatch(
      /^Query has complexity of \d+, which exceeds max complexity of 5$/,
    );
  });
});
