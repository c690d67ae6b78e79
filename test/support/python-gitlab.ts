import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT_TOKEN, type TestApp } from './app.ts';

const run = promisify(execFile);

/** Debian's python, which `apt-get install python3-gitlab` provides the package for. */
const PYTHON = '/usr/bin/python3';
const SCRIPTS = path.resolve(import.meta.dirname, '../python');
/** A script that hangs is killed after this long; generous, as the machine is shared. */
const TIMEOUT_MS = 120_000;

let installedVersion: Promise<string> | null = null;

/** The python-gitlab version under PYTHON, or an error that says how to install it. */
function pythonGitlabVersion(): Promise<string> {
  installedVersion ??= run(PYTHON, ['-c', 'import gitlab; print(gitlab.__version__)'], {
    env: pythonEnv({}),
  }).then(
    ({ stdout }) => stdout.trim(),
    (error: { stderr?: string; message: string }) => {
      throw new Error(
        `python-gitlab is not importable by ${PYTHON}; install it with ` +
          `'apt-get install -y --no-install-recommends python3-gitlab' (see README).\n` +
          (error.stderr || error.message),
      );
    },
  );
  return installedVersion;
}

/**
 * Runs test/python/<script> with python-gitlab against the app (listening on a real port), as root
 * unless another token is given, and returns the JSON object the script prints last. A script that
 * fails (an assertion, an exception from python-gitlab) rejects with its traceback.
 */
export async function runPythonGitlab<T = Record<string, unknown>>(
  t: TestApp,
  script: string,
  options: { token?: string; env?: Record<string, string> } = {},
): Promise<T> {
  await pythonGitlabVersion();
  const url = await t.listen();
  const file = path.join(SCRIPTS, script);
  let stdout: string;
  try {
    ({ stdout } = await run(PYTHON, [file], {
      env: pythonEnv({ RAILYARD_URL: url, RAILYARD_TOKEN: options.token ?? ROOT_TOKEN, ...options.env }),
      timeout: TIMEOUT_MS,
      maxBuffer: 16 * 1024 * 1024,
    }));
  } catch (error) {
    const failed = error as { code?: number | string; signal?: string; stdout?: string; stderr?: string };
    const how = failed.signal ? `killed by ${failed.signal}` : `exit ${failed.code}`;
    throw new Error(`${script} failed (${how}):\n${failed.stderr ?? ''}${failed.stdout ?? ''}`);
  }
  const last = stdout.trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(last) as T;
  } catch {
    throw new Error(`${script} printed no JSON result on its last line:\n${stdout}`);
  }
}

/** A clean environment: no proxy settings or user site-packages can change what the script does. */
function pythonEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: '/usr/bin:/bin',
    LANG: 'C.UTF-8',
    PYTHONPATH: SCRIPTS,
    PYTHONDONTWRITEBYTECODE: '1',
    PYTHONNOUSERSITE: '1',
    NO_PROXY: '*',
    ...extra,
  };
}
