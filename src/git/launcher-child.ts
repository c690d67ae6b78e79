/**
 * The git launcher's child process (see launcher.ts): runs the git commands its parent asks for and
 * sends back their whole output. A small process forks far faster than the service, whose memory the
 * kernel would otherwise copy the page tables of for every git command.
 */
import { spawn } from 'node:child_process';
import type { LaunchAnswer, LaunchRequest } from './launcher.ts';

function run(request: LaunchRequest): void {
  const answer = (partial: Omit<LaunchAnswer, 'id'>) => process.send?.({ id: request.id, ...partial });
  let child;
  try {
    child = spawn('git', request.args, {
      cwd: request.cwd,
      env: request.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
  } catch (error) {
    answer({ stdout: new Uint8Array(), stderr: '', code: null, error: String(error) });
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let stderr = '';
  let failure: LaunchAnswer['failure'] = null;
  const timer =
    request.timeoutMs !== undefined
      ? setTimeout(() => {
          failure = 'timeout';
          child.kill('SIGKILL');
        }, request.timeoutMs)
      : null;
  child.stdout.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (request.maxBytes !== undefined && size > request.maxBytes) {
      failure ??= 'too_large';
      child.kill('SIGKILL');
      return;
    }
    chunks.push(chunk);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    if (stderr.length < 64 * 1024) stderr += chunk.toString('utf8');
  });
  child.on('error', (error) => {
    if (timer) clearTimeout(timer);
    answer({ stdout: new Uint8Array(), stderr, code: null, error: error.message });
  });
  child.on('close', (code) => {
    if (timer) clearTimeout(timer);
    answer({ stdout: Buffer.concat(chunks), stderr, code, failure });
  });
  child.stdin.on('error', () => undefined);
  child.stdin.end(request.input === undefined ? undefined : Buffer.from(request.input));
}

process.on('message', (message) => run(message as LaunchRequest));
// The parent gone (even killed with -9): commands under way finish on their own, nothing new comes.
process.on('disconnect', () => process.exit(0));
