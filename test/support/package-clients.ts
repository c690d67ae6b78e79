import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const TIMEOUT_MS = 180_000;

/** A temporary directory, removed by the returned function. */
export async function tempDir(prefix: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end; a failure is a result (code and output), not an exception. */
export async function command(
  file: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(file, args, {
      cwd: options.cwd,
      env: options.env,
      timeout: TIMEOUT_MS,
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === 'number' ? failed.code : 1,
      stdout: failed.stdout ?? '',
      stderr: failed.stderr ?? '',
    };
  }
}

/**
 * The npm CLI with a project's registry for `scope`: a user config of its own (no ~/.npmrc), a
 * cache in `home`, and the token for the registry's address.
 */
export async function npmClient(home: string, registry: string, scope: string, token: string) {
  await fs.mkdir(home, { recursive: true });
  const userconfig = path.join(home, '.npmrc');
  const authKey = registry.replace(/^https?:/, '');
  await fs.writeFile(
    userconfig,
    `${scope}:registry=${registry}\n${authKey}:_authToken=${token}\nfund=false\naudit=false\nupdate-notifier=false\n`,
  );
  const env: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'],
    HOME: home,
    npm_config_userconfig: userconfig,
    npm_config_cache: path.join(home, 'cache'),
    npm_config_globalconfig: path.join(home, 'globalnpmrc'),
    NO_PROXY: '*',
  };
  return (args: string[], cwd: string) => command('npm', args, { cwd, env });
}

/** Writes an npm package directory (`index.js` exporting `value`) and returns its path. */
export async function npmPackage(
  root: string,
  name: string,
  version: string,
  value: string,
): Promise<string> {
  const dir = path.join(root, `${name.replace(/[@/]/g, '_')}-${version}`);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(
    path.join(dir, 'package.json'),
    JSON.stringify({ name, version, main: 'index.js', license: 'MIT' }, null, 2),
  );
  await fs.writeFile(path.join(dir, 'index.js'), `module.exports = ${JSON.stringify(value)};\n`);
  return dir;
}

const PYTHON = '/usr/bin/python3';
const pythonEnv = (): NodeJS.ProcessEnv => ({
  PATH: '/usr/bin:/bin',
  LANG: 'C.UTF-8',
  PYTHONNOUSERSITE: '1',
  PYTHONDONTWRITEBYTECODE: '1',
  NO_PROXY: '*',
  HOME: os.tmpdir(),
});

/**
 * A minimal pure-Python wheel (`<module>/__init__.py` defining VALUE, with its dist-info), written by
 * Python's zipfile: no build backend and no network needed.
 */
export async function buildWheel(dir: string, name: string, version: string, value: string): Promise<string> {
  const module = name.replace(/-/g, '_');
  const file = path.join(dir, `${module}-${version}-py3-none-any.whl`);
  const script = `
import base64, hashlib, sys, zipfile
path, module, name, version, value = sys.argv[1:6]
info = f"{module}-{version}.dist-info"
files = {
    f"{module}/__init__.py": f"VALUE = {value!r}\\n",
    f"{info}/METADATA": f"Metadata-Version: 2.1\\nName: {name}\\nVersion: {version}\\nSummary: test package\\nRequires-Python: >=3.7\\n",
    f"{info}/WHEEL": "Wheel-Version: 1.0\\nGenerator: test\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n",
}
record = []
with zipfile.ZipFile(path, "w") as z:
    for n, content in files.items():
        data = content.encode()
        z.writestr(n, data)
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{n},sha256={digest},{len(data)}")
    record.append(f"{info}/RECORD,,")
    z.writestr(f"{info}/RECORD", "\\n".join(record) + "\\n")
`;
  const result = await command(PYTHON, ['-c', script, file, module, name, version, value], {
    env: pythonEnv(),
  });
  if (result.code !== 0) throw new Error(result.stderr);
  return file;
}

/** `twine upload` of files to a project's PyPI registry. */
export function twineUpload(repositoryUrl: string, user: string, password: string, files: string[]) {
  return command(
    '/usr/bin/twine',
    [
      'upload',
      '--non-interactive',
      '--disable-progress-bar',
      '--repository-url',
      repositoryUrl,
      '-u',
      user,
      '-p',
      password,
      ...files,
    ],
    { env: pythonEnv() },
  );
}

/** `pip install` of requirements from an index into `target`. */
export function pipInstall(indexUrl: string, host: string, target: string, requirements: string[]) {
  return command(
    PYTHON,
    [
      '-m',
      'pip',
      'install',
      '--no-cache-dir',
      '--disable-pip-version-check',
      '--index-url',
      indexUrl,
      '--trusted-host',
      host,
      '--target',
      target,
      ...requirements,
    ],
    { env: pythonEnv() },
  );
}
