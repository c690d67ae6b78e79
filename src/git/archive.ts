import { spawn, type ChildProcess } from 'node:child_process';
import { PassThrough, type Readable } from 'node:stream';
import { spawnGit } from './run.ts';

/** Archive formats of the API, by the suffix a client asks for. */
export const ARCHIVE_FORMATS = ['tar.gz', 'tar.bz2', 'tbz', 'tbz2', 'tb2', 'bz2', 'tar', 'zip'] as const;
export type ArchiveFormat = (typeof ARCHIVE_FORMATS)[number];

export function isArchiveFormat(value: string): value is ArchiveFormat {
  return (ARCHIVE_FORMATS as readonly string[]).includes(value);
}

const BZIP2_FORMATS: readonly ArchiveFormat[] = ['tar.bz2', 'tbz', 'tbz2', 'tb2', 'bz2'];

export function archiveContentType(format: ArchiveFormat): string {
  if (format === 'zip') return 'application/zip';
  if (format === 'tar') return 'application/x-tar';
  if (format === 'tar.gz') return 'application/gzip';
  return 'application/x-bzip2';
}

/**
 * Streams `git archive` of a commit (optionally one directory of it) with every entry under
 * `prefix/`, compressed by git itself (zip, tar.gz) or by a `bzip2` process: nothing is buffered.
 */
export function streamArchive(
  gitDir: string,
  commit: string,
  format: ArchiveFormat,
  prefix: string,
  subPath: string,
): Readable {
  const gitFormat = format === 'zip' ? 'zip' : format === 'tar.gz' ? 'tar.gz' : 'tar';
  const args = ['archive', `--format=${gitFormat}`, `--prefix=${prefix}/`, commit];
  if (subPath !== '') args.push('--', subPath);
  const git = spawnGit(args, { gitDir });
  git.stdin.end();
  git.stderr.resume();
  const output = new PassThrough();
  const processes: ChildProcess[] = [git];
  if (BZIP2_FORMATS.includes(format)) {
    const bzip2 = spawn('bzip2', ['-c'], { stdio: ['pipe', 'pipe', 'ignore'] });
    processes.push(bzip2);
    git.stdout.pipe(bzip2.stdin);
    bzip2.stdout.pipe(output);
    watch(bzip2, output);
  } else {
    git.stdout.pipe(output);
  }
  watch(git, output);
  // A client that goes away stops the processes.
  output.on('close', () => processes.forEach((p) => p.exitCode === null && p.kill('SIGKILL')));
  return output;
}

function watch(child: ChildProcess, output: PassThrough): void {
  child.on('error', (error) => output.destroy(error));
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) output.destroy(new Error(`archive process exited with ${code}`));
  });
}
