/**
 * Repository endpoints against the bare `git` commands that produce the same data, in one run.
 * Builds a sizeable repository (thousands of files, thousands of commits) with `git fast-import`
 * straight into a project's bare repository, then times, one request at a time:
 *
 *   tree     GET /repository/tree?path=<dir>&per_page=100  vs  git ls-tree <ref> <dir>/
 *   blob     GET /repository/blobs/:sha                    vs  git cat-file blob <sha>
 *   raw      GET /repository/blobs/:sha/raw                vs  git cat-file blob <sha>
 *   compare  GET /repository/compare?from&to               vs  git merge-base + git log + git diff -M
 *
 * and prints each ratio (goal: every endpoint within 1.3x of its git command). It then downloads
 * the whole repository as tar.gz twice, from repositories of two sizes, sampling the server's
 * resident memory, to show that archive memory does not grow with the repository (streamed).
 *
 * Usage: npm run bench:repository [-- --iterations 200 --files 5000 --commits 3000]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RequestContext } from '@mikro-orm/postgresql';
import { bootstrap, type RunningApp } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { Project } from '../src/modules/projects/project.entity.ts';

const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '200' },
    files: { type: 'string', default: '5000' },
    commits: { type: 'string', default: '3000' },
  },
});
const ITERATIONS = Number(values.iterations);
const FILES = Number(values.files);
const COMMITS = Number(values.commits);
const GOAL = 1.3;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-bench-repo-'));
// The embedded PostgreSQL runs as another user, which must reach its directory.
await fs.chmod(dataDir, 0o755);
const ROOT_TOKEN = 'bench-root-token-0123456789';
const config = loadConfig({ DATA_DIR: dataDir, ROOT_TOKEN, LOG_LEVEL: 'silent', PORT: '0' });
const app = await bootstrap(config, { queue: false });
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

try {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}/api/v4`;

  const started = Date.now();
  const big = await createProject(app, 'bench-big');
  await fastImport(big.gitDir, { files: FILES, commits: COMMITS, blobBytes: 2048 });
  console.log(
    `repository: ${FILES} files, ${COMMITS} commits on main + 100 on feature (built in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  const gitDir = big.gitDir;
  const api = (p: string) => `${base}/projects/${big.id}/repository${p}`;

  const dir = 'dir-07';
  const blobSha = (await gitOut(gitDir, ['rev-parse', `main:${dir}/file-00007.txt`])).trim();
  const mergeBase = (await gitOut(gitDir, ['merge-base', 'main', 'feature'])).trim();

  const cases: { name: string; url: string; git: string[][] }[] = [
    { name: 'tree', url: api(`/tree?path=${dir}&per_page=100`), git: [['ls-tree', 'main', `${dir}/`]] },
    { name: 'blob', url: api(`/blobs/${blobSha}`), git: [['cat-file', 'blob', blobSha]] },
    { name: 'raw', url: api(`/blobs/${blobSha}/raw`), git: [['cat-file', 'blob', blobSha]] },
    {
      name: 'compare',
      url: api('/compare?from=main&to=feature'),
      git: [
        ['merge-base', 'main', 'feature'],
        [
          'log',
          '--format=%H%x00%P%x00%an%x00%ae%x00%aI%x00%cn%x00%ce%x00%cI%x00%B%x1e',
          `${mergeBase}..feature`,
        ],
        ['diff', '--no-color', '-M', '--full-index', mergeBase, 'feature'],
      ],
    },
  ];

  console.log(`${ITERATIONS} sequential requests per endpoint, after 20 warm-up requests`);
  const floor = await timeMean(() => get(`${base}/projects/${big.id}`));
  console.log(`(for reference, GET /projects/:id with no git work: ${floor.toFixed(2)} ms)`);
  console.log('endpoint  API mean ms  git mean ms  ratio  goal');
  for (const c of cases) {
    const status = await get(c.url);
    if (status !== 200) throw new Error(`${c.name}: HTTP ${status}`);
    const apiMs = await timeMean(() => get(c.url));
    const gitMs = await timeMean(async () => {
      for (const args of c.git) await gitOut(gitDir, args);
    });
    const ratio = apiMs / gitMs;
    console.log(
      `${c.name.padEnd(8)}  ${apiMs.toFixed(2).padStart(11)}  ${gitMs.toFixed(2).padStart(11)}  ${ratio.toFixed(2).padStart(5)}x  ${ratio <= GOAL ? 'MET' : 'NOT MET'}`,
    );
  }

  // Archive memory: the same download from a repository of 1x and 4x the content.
  console.log('archive (tar.gz of main), server RSS growth while streaming:');
  const small = await createProject(app, 'bench-archive-small');
  await fastImport(small.gitDir, { files: 2000, commits: 1, blobBytes: 16384, random: true });
  const large = await createProject(app, 'bench-archive-large');
  await fastImport(large.gitDir, { files: 8000, commits: 1, blobBytes: 16384, random: true });
  for (const project of [small, large]) {
    const result = await archiveMemory(`${base}/projects/${project.id}/repository/archive.tar.gz?sha=main`);
    console.log(
      `  ${project.name}: archive ${(result.bytes / 1048576).toFixed(1)} MiB, peak RSS growth ${(result.rssGrowth / 1048576).toFixed(1)} MiB`,
    );
  }
} finally {
  agent.destroy();
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

interface BenchProject {
  id: number;
  name: string;
  gitDir: string;
}

async function createProject(running: RunningApp, name: string): Promise<BenchProject> {
  return RequestContext.create(running.orm.em, async () => {
    const response = await running.app.inject({
      method: 'POST',
      url: '/api/v4/projects',
      headers: { 'private-token': ROOT_TOKEN, 'content-type': 'application/json' },
      payload: JSON.stringify({ name, visibility: 'private' }),
    });
    if (response.statusCode !== 201) throw new Error(`create project: ${response.body}`);
    const id = (JSON.parse(response.body) as { id: number }).id;
    const project = await running.orm.em.fork().findOneOrFail(Project, { id });
    return { id, name, gitDir: running.services.repositories.repository(project).path };
  });
}

/**
 * Writes a fast-import stream: one commit with `files` files spread over 50 directories, then
 * `commits - 1` commits each changing one file and adding none, then a `feature` branch of 100
 * commits from 100 commits before the tip.
 */
async function fastImport(
  gitDir: string,
  shape: { files: number; commits: number; blobBytes: number; random?: boolean },
): Promise<void> {
  const child = spawn('git', ['--git-dir', gitDir, 'fast-import', '--quiet'], {
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  const done = new Promise<void>((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`fast-import ${code}`)))),
  );
  const write = (chunk: string | Buffer) =>
    child.stdin.write(chunk) ? Promise.resolve() : new Promise<void>((r) => child.stdin.once('drain', r));
  const fileName = (i: number) =>
    `dir-${String(i % 50).padStart(2, '0')}/file-${String(i).padStart(5, '0')}.txt`;
  const content = (seed: number) => {
    if (shape.random) return crypto.getRandomValues(Buffer.alloc(shape.blobBytes));
    const line = `line of file content number ${seed} `;
    return Buffer.from(line.repeat(Math.ceil(shape.blobBytes / line.length)).slice(0, shape.blobBytes));
  };
  let time = 1_700_000_000;
  let mark = 0;
  const commit = async (ref: string, message: string, files: [string, Buffer][], from?: string) => {
    mark += 1;
    const body = Buffer.from(message);
    const header =
      `commit ${ref}\nmark :${mark}\n` +
      `author Bench <bench@example.com> ${time} +0000\ncommitter Bench <bench@example.com> ${time} +0000\n` +
      `data ${body.length}\n${message}\n` +
      (from ? `from ${from}\n` : '');
    await write(header);
    for (const [file, data] of files)
      await write(`M 100644 inline ${file}\ndata ${data.length}\n`).then(() =>
        write(Buffer.concat([data, Buffer.from('\n')])),
      );
    await write('\n');
    time += 60;
    return mark;
  };
  const initial: [string, Buffer][] = [];
  for (let i = 0; i < shape.files; i++) initial.push([fileName(i), content(i)]);
  await commit('refs/heads/main', 'Initial import', initial);
  let branchPoint = 0;
  for (let c = 1; c < shape.commits; c++) {
    const m = await commit('refs/heads/main', `Change ${c}`, [
      [fileName((c * 7) % shape.files), content(c + 1_000_000)],
    ]);
    if (c === shape.commits - 100) branchPoint = m;
  }
  if (branchPoint) {
    for (let c = 0; c < 100; c++) {
      await commit(
        'refs/heads/feature',
        `Feature ${c}`,
        [[fileName((c * 13) % shape.files), content(c + 2_000_000)]],
        c === 0 ? `:${branchPoint}` : undefined,
      );
    }
  }
  child.stdin.end();
  await done;
}

function gitOut(gitDir: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['--git-dir', gitDir, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(Buffer.concat(chunks).toString()) : reject(new Error(`git ${args[0]}: ${code}`)),
    );
  });
}

function get(url: string, onData?: (chunk: Buffer) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { 'private-token': ROOT_TOKEN } }, (res) => {
      res.on('data', onData ?? (() => undefined));
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

async function timeMean(fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 20; i++) await fn();
  const started = process.hrtime.bigint();
  for (let i = 0; i < ITERATIONS; i++) await fn();
  return Number(process.hrtime.bigint() - started) / 1e6 / ITERATIONS;
}

async function archiveMemory(url: string): Promise<{ bytes: number; rssGrowth: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  let bytes = 0;
  const status = await get(url, (chunk) => {
    bytes += chunk.length;
    peak = Math.max(peak, process.memoryUsage().rss);
  });
  clearInterval(timer);
  if (status !== 200) throw new Error(`archive: HTTP ${status}`);
  return { bytes, rssGrowth: peak - before };
}
