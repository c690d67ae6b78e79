import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { schema } from '../src/graphql/schema.ts';
import { measureQuery } from '../src/graphql/limits.ts';
import { createTestDatabase } from './support/databases.ts';
import {
  newDataDir,
  SERVICE_TOKEN,
  startService,
  stopService,
  type ServiceProcess,
} from './support/service-process.ts';

/** Queries go to the query worker from this many nodes on, so that both threads run one below. */
const WORKER_MIN_NODES = 100;

/** Literal arguments of every custom scalar kind: global IDs, Time and Date. */
const ON_THE_MAIN_THREAD = `{
  user(id: "gid://gitlab/User/1") { username }
  users(ids: ["gid://gitlab/User/1"]) { nodes { username } }
  userActivities(from: "2000-01-01", first: 1) { nodes { __typename } }
}`;
const ON_A_WORKER = `{
  user(id: "gid://gitlab/User/1") { username }
  users(createdAfter: "2000-01-01T00:00:00Z", first: 100) { nodes { username } }
}`;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let service: ServiceProcess;

beforeAll(async () => {
  database = await createTestDatabase(inject('pgServerUrl'));
  service = await startService(await newDataDir(), {
    env: {
      DATABASE_URL: database.url,
      LOG_LEVEL: 'info',
      GRAPHQL_QUERY_WORKERS: '1',
      GRAPHQL_WORKER_MIN_NODES: String(WORKER_MIN_NODES),
    },
  });
}, 120_000);

afterAll(async () => {
  if (service) await stopService(service);
  await database?.drop();
});

async function graphql(query: string) {
  const response = await fetch(`${service.url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'private-token': SERVICE_TOKEN },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: any; errors?: unknown[] };
}

describe("the service's output", () => {
  it('stays JSON log lines while GraphQL documents with literal ID, Time and Date arguments run on both threads', async () => {
    const nodes = (query: string) => measureQuery(schema, parse(query), {}, null).nodes;
    expect(nodes(ON_THE_MAIN_THREAD)).toBeLessThan(WORKER_MIN_NODES);
    expect(nodes(ON_A_WORKER)).toBeGreaterThanOrEqual(WORKER_MIN_NODES);
    const from = service.output().length;

    const main = await graphql(ON_THE_MAIN_THREAD);
    expect(main.errors).toBeUndefined();
    expect(main.data.user.username).toBe('root');
    expect(main.data.users.nodes).toEqual([{ username: 'root' }]);
    const worker = await graphql(ON_A_WORKER);
    expect(worker.errors).toBeUndefined();
    expect(worker.data.user.username).toBe('root');
    expect(worker.data.users.nodes).toContainEqual({ username: 'root' });

    // Both requests are logged once they complete; wait for those lines rather than for time.
    const completed = () =>
      service
        .output()
        .slice(from)
        .split('\n')
        .filter((line) => line.includes('"request completed"')).length;
    await expect.poll(completed, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

    const lines = service.output().slice(from).split('\n').filter(Boolean);
    const notJson = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object';
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
  });
});
