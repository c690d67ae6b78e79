/**
 * `npm install` of a package from the service's npm registry against `npm install` of the same
 * tarball from a local file (a `file:` spec), in the same run: each round installs into a fresh
 * directory with a fresh npm cache, so both read the whole tarball, and the registry install also
 * fetches the package document and the tarball over HTTP. Prints the median time of each and their
 * ratio. The package has `--files` files of `--file-bytes` bytes each.
 *
 * Usage: npm run bench:npm-install [-- --rounds 7 --files 200 --file-bytes 4096]
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '7' },
    files: { type: 'string', default: '200' },
    'file-bytes': { type: 'string', default: '4096' },
  },
});
const rounds = Number(values.rounds);

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-bench-npm-'));
await fs.chmod(work, 0o755);
const dataDir = path.join(work, 'data');
const ROOT_TOKEN = 'bench-root-token-0123456789';
const config = loadConfig({ DATA_DIR: dataDir, ROOT_TOKEN, LOG_LEVEL: 'silent', PORT: '0' });
const app = await bootstrap(config, { queue: false });

/** npm with a user config of its own: the project's registry for @bench, and the token for it. */
async function npm(args: string[], cwd: string, cache: string, registry: string): Promise<void> {
  const userconfig = path.join(work, 'npmrc');
  await fs.writeFile(
    userconfig,
    `@bench:registry=${registry}\n${registry.replace(/^https?:/, '')}:_authToken=${ROOT_TOKEN}\n` +
      'fund=false\naudit=false\nupdate-notifier=false\npackage-lock=false\n',
  );
  await run('npm', args, {
    cwd,
    env: {
      PATH: process.env['PATH'],
      HOME: work,
      npm_config_userconfig: userconfig,
      npm_config_globalconfig: path.join(work, 'globalnpmrc'),
      npm_config_cache: cache,
      NO_PROXY: '*',
    },
    maxBuffer: 16 * 1024 * 1024,
  });
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

try {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;
  const created = await app.app.inject({
    method: 'POST',
    url: '/api/v4/projects',
    headers: { 'private-token': ROOT_TOKEN, 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'npm-bench' }),
  });
  const projectId = (JSON.parse(created.body) as { id: number }).id;
  const registry = `${base}/api/v4/projects/${projectId}/packages/npm/`;

  // The package: many small files, as most packages are.
  const source = path.join(work, 'source');
  await fs.mkdir(path.join(source, 'lib'), { recursive: true });
  await fs.writeFile(
    path.join(source, 'package.json'),
    JSON.stringify({ name: '@bench/pkg', version: '1.0.0', main: 'lib/f0.js', license: 'MIT' }),
  );
  for (let i = 0; i < Number(values.files); i += 1) {
    const body = randomBytes(Number(values['file-bytes']) / 2).toString('hex');
    await fs.writeFile(path.join(source, 'lib', `f${i}.js`), `module.exports = ${JSON.stringify(body)};\n`);
  }
  await npm(['publish'], source, path.join(work, 'cache-publish'), registry);
  await npm(['pack', '--pack-destination', work], source, path.join(work, 'cache-pack'), registry);
  const tarball = path.join(work, 'bench-pkg-1.0.0.tgz');
  const size = (await fs.stat(tarball)).size;
  console.log(`@bench/pkg: ${values.files} files, tarball ${(size / 1024).toFixed(0)} KiB`);

  const install = async (kind: 'registry' | 'file', round: number): Promise<number> => {
    const dir = path.join(work, `${kind}-${round}`);
    await fs.mkdir(dir);
    await fs.writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
    const spec = kind === 'registry' ? '@bench/pkg@1.0.0' : `file:${tarball}`;
    const started = performance.now();
    await npm(['install', '--no-save', spec], dir, path.join(work, `cache-${kind}-${round}`), registry);
    const elapsed = performance.now() - started;
    await fs.access(path.join(dir, 'node_modules/@bench/pkg/lib/f0.js'));
    return elapsed;
  };

  await install('registry', -1);
  await install('file', -1);
  const times = { registry: [] as number[], file: [] as number[] };
  for (let round = 0; round < rounds; round += 1) {
    // Alternate the order, so that drift in the machine's load weighs on both alike.
    const order = round % 2 === 0 ? (['registry', 'file'] as const) : (['file', 'registry'] as const);
    for (const kind of order) times[kind].push(await install(kind, round));
  }
  const registryMs = median(times.registry);
  const fileMs = median(times.file);
  console.log(`npm install from the registry: median ${registryMs.toFixed(0)} ms over ${rounds} rounds`);
  console.log(`npm install of the same tarball from a file: median ${fileMs.toFixed(0)} ms`);
  console.log(`ratio registry / file: ${(registryMs / fileMs).toFixed(2)}x`);
} finally {
  await app.close();
  await fs.rm(work, { recursive: true, force: true });
}
