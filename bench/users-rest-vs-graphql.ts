/**
 * The same 100 users fetched through REST (GET /api/v4/users?per_page=100) and through GraphQL
 * (users(first: 100) with the same seven fields), under load from a second process; prints the
 * requests per second of each and their ratio. Goal: GraphQL within 1.2x of REST.
 *
 * Usage: npm run bench:users [-- --duration 10 --connections 8]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { RequestContext } from '@mikro-orm/postgresql';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { User } from '../src/modules/users/user.entity.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '8' },
    /** Load only one face (for profiling). */
    only: { type: 'string' },
  },
});

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-bench-'));
await fs.chmod(dataDir, 0o755);
const ROOT_TOKEN = 'bench-root-token-0123456789';
const config = loadConfig({ DATA_DIR: dataDir, ROOT_TOKEN, LOG_LEVEL: 'silent', PORT: '0' });
const app = await bootstrap(config, { queue: false });

try {
  // 100 users besides root; a regular user's token, so that REST answers the basic (public) view.
  let token = '';
  await RequestContext.create(app.orm.em, async () => {
    for (let i = 0; i < 100; i++) {
      await app.services.users.insert(
        {
          username: `bench${i}`,
          name: `Bench User ${i}`,
          email: `bench${i}@example.com`,
          password: 'password-123',
        },
        null,
      );
    }
    const user = await app.orm.em.findOneOrFail(User, { username: 'bench0' });
    token = (
      await app.services.personalAccessTokens.issue(user, { name: 'bench', scopes: ['api'], expiresAt: null })
    ).secret;
  });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;

  const restUrl = `${base}/api/v4/users?per_page=100`;
  const query = '{ users(first: 100) { nodes { id username name state locked avatarUrl webUrl } } }';
  const graphqlBody = JSON.stringify({ query });

  // Both faces must return the same 100 users before we time them.
  const rest = (await (await fetch(restUrl, { headers: { 'private-token': token } })).json()) as {
    username: string;
  }[];
  const gql = (await (
    await fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers: { 'private-token': token, 'content-type': 'application/json' },
      body: graphqlBody,
    })
  ).json()) as { data: { users: { nodes: { username: string }[] } } };
  const restNames = rest.map((u) => u.username).sort();
  const gqlNames = gql.data.users.nodes.map((u) => u.username).sort();
  if (restNames.length !== 100 || JSON.stringify(restNames) !== JSON.stringify(gqlNames)) {
    throw new Error(`REST and GraphQL disagree: ${restNames.length} vs ${gqlNames.length} users`);
  }

  const common = {
    connections: Number(values.connections),
    durationMs: Number(values.duration) * 1000,
    warmupMs: Number(values.warmup) * 1000,
  };
  const restResult = await load({
    ...common,
    url: restUrl,
    method: 'GET',
    headers: { 'private-token': token },
  });
  const gqlResult = await load({
    ...common,
    url: `${base}/api/graphql`,
    method: 'POST',
    headers: { 'private-token': token, 'content-type': 'application/json' },
    body: graphqlBody,
  });
  const ratio = restResult.rps / gqlResult.rps;
  console.log(
    `100 users, ${common.connections} connections, ${values.duration}s each, load from a second process`,
  );
  console.log(
    `REST     ${restResult.rps.toFixed(1)} req/s  p50 ${restResult.p50.toFixed(1)} ms  p99 ${restResult.p99.toFixed(1)} ms  errors ${restResult.errors}`,
  );
  console.log(
    `GraphQL  ${gqlResult.rps.toFixed(1)} req/s  p50 ${gqlResult.p50.toFixed(1)} ms  p99 ${gqlResult.p99.toFixed(1)} ms  errors ${gqlResult.errors}`,
  );
  console.log(
    `REST/GraphQL throughput ratio: ${ratio.toFixed(2)}x (goal: at most 1.2x) ${ratio <= 1.2 ? 'MET' : 'NOT MET'}`,
  );
} finally {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

function load(options: object): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'load.ts'), JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as LoadResult) : reject(new Error(`load exited ${code}`)),
    );
  });
}
