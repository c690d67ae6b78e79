import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the first start writes the administrator's generated password and token, as GitLab writes
 * /etc/gitlab/initial_root_password: a file readable by the service's user only, in the data
 * directory, rather than a log line that log collectors would keep. A start 24 hours or more after
 * it was written removes it, as GitLab's reconfigure does.
 */
export const INITIAL_ROOT_CREDENTIALS_FILE = 'initial_root_credentials';

const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

export interface GeneratedRootSecrets {
  password?: string;
  token?: string;
}

export function initialRootCredentialsPath(dataDir: string): string {
  return path.resolve(dataDir, INITIAL_ROOT_CREDENTIALS_FILE);
}

/** Writes the secrets generated for root (replacing what a first start that failed left); returns the path. */
export async function writeInitialRootCredentials(
  dataDir: string,
  secrets: GeneratedRootSecrets,
): Promise<string> {
  const file = initialRootCredentialsPath(dataDir);
  const lines = [
    "# The administrator's credentials Railyard generated at its first start (set ROOT_PASSWORD and",
    '# ROOT_TOKEN before a first start to choose them). Note them elsewhere: the first start 24 hours',
    '# or more after this file was written removes it.',
    'Username: root',
    ...(secrets.password ? [`Password: ${secrets.password}`] : []),
    ...(secrets.token ? [`Personal access token: ${secrets.token}`] : []),
  ];
  await fs.mkdir(dataDir, { recursive: true });
  await fs.rm(file, { force: true });
  await fs.writeFile(file, `${lines.join('\n')}\n`, { mode: 0o600, flag: 'wx' });
  return file;
}

/** Removes the file when it was written 24 hours or more before `now`; returns its path if it did. */
export async function removeExpiredRootCredentials(
  dataDir: string,
  now = Date.now(),
): Promise<string | null> {
  const file = initialRootCredentialsPath(dataDir);
  const stat = await fs.stat(file).catch(() => null);
  if (!stat || now - stat.mtimeMs < KEPT_FOR_MS) return null;
  await fs.rm(file, { force: true });
  return file;
}
