import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health checks', () => {
  it('answers /-/health, /-/liveness and /-/readiness with a database check', async () => {
    const health = await t.get('/-/health', { token: null });
    expect(health.status).toBe(200);
    expect(health.text).toBe('Railyard OK');
    expect((await t.get('/-/liveness', { token: null })).body).toEqual({ status: 'ok' });
    const readiness = await t.get('/-/readiness', { token: null });
    expect(readiness.status).toBe(200);
    expect(readiness.body).toEqual({ status: 'ok', db_check: [{ status: 'ok' }] });
  });
});

describe('routing errors', () => {
  it('answers 404 with a message for unknown routes', async () => {
    const response = await t.get('/api/v4/no_such_thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: '404 Not Found' });
  });

  it('answers 405 for a known path with another method', async () => {
    const response = await t.request('PATCH', '/api/v4/user');
    expect(response.status).toBe(405);
    expect(response.body).toEqual({ message: '405 Method Not Allowed' });
  });

  it('answers 400 for a malformed JSON body', async () => {
    const response = await t.request('POST', '/api/v4/users', {
      headers: { 'content-type': 'application/json' },
      body: undefined,
    });
    expect(response.status).toBe(400);
    const malformed = await t.running.app.inject({
      method: 'POST',
      url: '/api/v4/users',
      headers: { 'private-token': 'root-test-token-0123456789abcdef', 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.parse(malformed.body).message).toMatch(/^400 Bad request/);
  });

  it('accepts form-encoded bodies like JSON ones', async () => {
    const response = await t.post('/users', {
      form: true,
      body: {
        username: 'formuser',
        name: 'Form User',
        email: 'formuser@example.com',
        password: 'password-123',
        admin: 'false',
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ username: 'formuser', is_admin: false });
  });

  it('names every invalid parameter in a 400', async () => {
    const response = await t.get('/users', { query: { order_by: 'shoe_size', created_after: 'yesterday' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('created_after is invalid');
    expect(response.body.message).toContain('order_by does not have a valid value');
  });
});

describe('offset pagination headers', () => {
  it('sends Link, X-Total, X-Total-Pages, X-Page, X-Per-Page, X-Next-Page and X-Prev-Page', async () => {
    for (let i = 0; i < 4; i++) {
      await t.post('/users', {
        body: {
          username: `pager${i}`,
          name: `P ${i}`,
          email: `pager${i}@example.com`,
          password: 'password-123',
        },
      });
    }
    const total = (await t.get('/users')).headers['x-total'];
    const response = await t.get('/users', { query: { page: 2, per_page: 2 } });
    expect(response.headers['x-page']).toBe('2');
    expect(response.headers['x-per-page']).toBe('2');
    expect(response.headers['x-prev-page']).toBe('1');
    expect(response.headers['x-next-page']).toBe('3');
    expect(response.headers['x-total']).toBe(total);
    expect(response.headers['x-total-pages']).toBe(String(Math.ceil(Number(total) / 2)));
    const link = response.headers['link'] as string;
    expect(link).toContain('page=1&per_page=2>; rel="prev"');
    expect(link).toContain('page=3&per_page=2>; rel="next"');
    expect(link).toContain('page=1&per_page=2>; rel="first"');
    expect(link).toContain(`page=${Math.ceil(Number(total) / 2)}&per_page=2>; rel="last"`);
  });

  it('caps per_page at 100 and defaults it to 20', async () => {
    expect((await t.get('/users', { query: { per_page: 1000 } })).headers['x-per-page']).toBe('100');
    expect((await t.get('/users')).headers['x-per-page']).toBe('20');
  });
});

describe('GraphiQL', () => {
  it('serves GraphiQL to a browser, with subscriptions over WebSocket', async () => {
    const response = await t.request('GET', '/api/graphql', {
      token: null,
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.text).toContain('GraphiQL');
  });
});

describe('JSON content type', () => {
  // GitLab's API sends exactly `application/json`; python-gitlab 3.x parses nothing else.
  it('is exactly application/json on successes, errors and paginated lists', async () => {
    const user = await t.get('/user');
    expect(user.status).toBe(200);
    expect(user.headers['content-type']).toBe('application/json');

    const created = await t.post('/projects', { body: { name: 'content-type-check' } });
    expect(created.status).toBe(201);
    expect(created.headers['content-type']).toBe('application/json');

    const missing = await t.get('/projects/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('application/json');

    const invalid = await t.get('/users', { query: { order_by: 'shoe_size' } });
    expect(invalid.status).toBe(400);
    expect(invalid.headers['content-type']).toBe('application/json');

    const unauthorized = await t.get('/user', { token: 'not-a-token' });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers['content-type']).toBe('application/json');

    const noRoute = await t.get('/api/v4/no_such_thing');
    expect(noRoute.status).toBe(404);
    expect(noRoute.headers['content-type']).toBe('application/json');

    const list = await t.get('/users', { query: { per_page: 1 } });
    expect(list.status).toBe(200);
    expect(list.headers['link']).toContain('rel="next"');
    expect(list.headers['content-type']).toBe('application/json');
  });
});
