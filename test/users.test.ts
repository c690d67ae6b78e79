import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserDocument, UserCreateDocument, UsersListDocument } from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique } from './support/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /user', () => {
  it('returns the caller, with the administrator view for root', async () => {
    const response = await t.get('/user');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: 1,
      username: 'root',
      is_admin: true,
      email: 'admin@example.com',
    });
  });

  it('is 401 for anonymous callers', async () => {
    const response = await t.get('/user', { token: null });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: '401 Unauthorized' });
  });

  it('shows a regular user their own settings but no admin fields', async () => {
    const user = await createUser(t);
    const response = await t.get('/user', { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body.email).toBe(user.email);
    expect(response.body).not.toHaveProperty('is_admin');
    expect(response.body).not.toHaveProperty('note');
  });
});

describe('POST /users', () => {
  it('creates a user with a personal namespace', async () => {
    const username = unique('alice');
    const response = await t.post('/users', {
      body: {
        username,
        name: 'Alice',
        email: `${username}@example.com`,
        password: 'secret-pass-1',
        bio: 'hi',
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      username,
      name: 'Alice',
      bio: 'hi',
      is_admin: false,
      created_by: { id: 1 },
    });
    expect(typeof response.body.namespace_id).toBe('number');
  });

  it('answers 409 for a taken email and 400 naming a missing parameter', async () => {
    const user = await createUser(t);
    const taken = await t.post('/users', {
      body: {
        username: unique('bob'),
        name: 'Bob',
        email: user.email.toUpperCase(),
        password: 'secret-pass-1',
      },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'Email has already been taken' });
    const missing = await t.post('/users', { body: { username: unique('bob'), name: 'Bob' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('email is missing');
  });

  it('is 403 for non-administrators', async () => {
    const user = await createUser(t);
    const response = await t.post('/users', {
      token: user.token,
      body: {
        username: unique('eve'),
        name: 'Eve',
        email: `${unique('eve')}@example.com`,
        password: 'secret-pass-1',
      },
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: '403 Forbidden' });
  });
});

describe('GET /users', () => {
  it('paginates with offset headers', async () => {
    for (let i = 0; i < 3; i++) await createUser(t);
    const response = await t.get('/users', { query: { per_page: 2, page: 1 } });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(2);
    expect(response.headers['x-per-page']).toBe('2');
    expect(response.headers['x-next-page']).toBe('2');
    expect(Number(response.headers['x-total'])).toBeGreaterThanOrEqual(4);
    expect(response.headers['link']).toContain('rel="next"');
    // Newest first by default.
    expect(response.body[0].id).toBeGreaterThan(response.body[1].id);
  });

  it('walks every user with keyset pagination', async () => {
    const all = await t.get('/users', { query: { per_page: 100 } });
    const seen: number[] = [];
    let query: Record<string, string> = { pagination: 'keyset', per_page: '2', order_by: 'id', sort: 'asc' };
    for (;;) {
      const page = await t.get('/users', { query });
      expect(page.status).toBe(200);
      seen.push(...page.body.map((u: { id: number }) => u.id));
      const link = page.headers['link'] as string | undefined;
      if (!link) break;
      expect(page.headers['x-total']).toBeUndefined();
      const next = new URL(/<([^>]+)>; rel="next"/.exec(link)![1]!);
      query = Object.fromEntries(next.searchParams.entries());
    }
    expect(seen).toEqual(all.body.map((u: { id: number }) => u.id).sort((a: number, b: number) => a - b));
  });

  it('shows non-administrators the basic view only', async () => {
    const user = await createUser(t);
    const response = await t.get('/users', { token: user.token, query: { username: user.username } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        id: user.id,
        username: user.username,
        name: user.name,
        state: 'active',
        locked: false,
        avatar_url: expect.any(String),
        web_url: `http://railyard.test/${user.username}`,
      },
    ]);
  });
});

describe('GraphQL users', () => {
  it('answers currentUser and creates users through userCreate', async () => {
    const me = await t.graphql(CurrentUserDocument);
    expect(me.data?.currentUser).toMatchObject({
      id: 'gid://gitlab/User/1',
      username: 'root',
      isAdmin: true,
    });

    const username = unique('gql');
    const created = await t.graphql(UserCreateDocument, {
      input: { username, name: 'GQL', email: `${username}@example.com`, password: 'secret-pass-1' },
    });
    expect(created.data?.userCreate?.errors).toEqual([]);
    expect(created.data?.userCreate?.user?.username).toBe(username);

    const again = await t.graphql(UserCreateDocument, {
      input: { username, name: 'GQL', email: `${username}@example.com`, password: 'secret-pass-1' },
    });
    expect(again.data?.userCreate?.errors).toEqual(['Email has already been taken']);
  });

  it('pages users as a connection', async () => {
    const first = await t.graphql(UsersListDocument, { first: 2, sort: 'ID_ASC' });
    expect(first.data?.users?.nodes).toHaveLength(2);
    expect(first.data?.users?.pageInfo.hasNextPage).toBe(true);
    const second = await t.graphql(UsersListDocument, {
      first: 2,
      after: first.data?.users?.pageInfo.endCursor,
      sort: 'ID_ASC',
    });
    expect(second.data?.users?.nodes[0]?.id).not.toBe(first.data?.users?.nodes[1]?.id);
  });
});
