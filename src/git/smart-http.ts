import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { gitText, spawnGit } from './run.ts';

/** The two services of git's smart HTTP protocol. */
export type GitService = 'git-upload-pack' | 'git-receive-pack';

export function isGitService(value: unknown): value is GitService {
  return value === 'git-upload-pack' || value === 'git-receive-pack';
}

/** A pkt-line: four hex digits of length (including themselves), then the data. */
export function pktLine(data: string): string {
  return (data.length + 4).toString(16).padStart(4, '0') + data;
}

/** Protocol version 2 when the client asks for it (upload-pack only); otherwise undefined (v0). */
export function requestedProtocol(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.join(':') : header;
  return value && /(^|:)version=2(:|$)/.test(value) ? 'version=2' : undefined;
}

/**
 * The ref advertisement of `GET info/refs?service=...`: the service line and a flush packet
 * (protocol v0/v1), then git's own advertisement.
 */
export async function advertiseRefs(
  gitDir: string,
  service: GitService,
  protocol: string | undefined,
): Promise<Buffer> {
  const command = service === 'git-upload-pack' ? 'upload-pack' : 'receive-pack';
  const env = protocol && service === 'git-upload-pack' ? { GIT_PROTOCOL: protocol } : undefined;
  const advertisement = await gitText(
    [command, '--stateless-rpc', '--advertise-refs', gitDir],
    env ? { env } : {},
  );
  if (env) return Buffer.from(advertisement);
  return Buffer.from(`${pktLine(`# service=${service}\n`)}0000${advertisement}`);
}

/** Our hooks (pre-receive) for every push, whatever the repository holds. */
const HOOKS_PATH = fileURLToPath(new URL('./hooks', import.meta.url));

/**
 * Runs one stateless RPC (`POST /git-upload-pack` or `/git-receive-pack`): the request body
 * (gunzipped when the client compressed it) goes to git's stdin, git's stdout is the response.
 * Pushes run our pre-receive hook, which reads its instructions from `hookEnv`.
 */
export function serviceRpc(
  gitDir: string,
  service: GitService,
  body: Readable,
  options: { gzip: boolean; protocol?: string; hookEnv?: Record<string, string> },
): ChildProcessWithoutNullStreams {
  const env: Record<string, string> =
    options.protocol && service === 'git-upload-pack' ? { GIT_PROTOCOL: options.protocol } : {};
  const args =
    service === 'git-upload-pack'
      ? ['upload-pack', '--stateless-rpc', gitDir]
      : ['-c', `core.hooksPath=${HOOKS_PATH}`, 'receive-pack', '--stateless-rpc', gitDir];
  const child = spawnGit(args, { env: { ...env, ...options.hookEnv } });
  const input = options.gzip ? body.pipe(createGunzip()) : body;
  input.on('error', () => child.kill());
  child.stdin.on('error', () => undefined);
  input.pipe(child.stdin);
  return child;
}
