import type { GitRepository } from './repository.ts';

/** One file of a diff, as the API's diff record. */
export interface FileDiff {
  oldPath: string;
  newPath: string;
  aMode: string;
  bMode: string;
  /** Hunks (from the first `@@`); empty for binary files or when a limit was reached. */
  diff: string;
  newFile: boolean;
  renamedFile: boolean;
  deletedFile: boolean;
  /** The diff text was left out because of a limit. */
  tooLarge: boolean;
}

/** Limits of what diffs return, as GitLab's defaults. */
export interface DiffLimits {
  /** Above this many bytes, a file's diff is left out. */
  maxPatchBytes: number;
  /** Files beyond this count get no diff text. */
  maxFiles: number;
  /** Once this many lines were returned, further files get no diff text. */
  maxLines: number;
}

export const DEFAULT_DIFF_LIMITS: DiffLimits = {
  maxPatchBytes: 200 * 1024,
  maxFiles: 1000,
  maxLines: 50_000,
};

export interface DiffOptions {
  limits?: DiffLimits;
  /** Keep the `--- a/x` / `+++ b/x` headers (GitLab's `unidiff`). */
  unidiff?: boolean;
  timeoutMs?: number;
  /** Extra environment (alternate object directories for cross-project compares). */
  env?: Record<string, string>;
  /** Diff from the merge base of `from` and `to` (`from...to`) rather than from `from` itself. */
  fromMergeBase?: boolean;
}

/** The diff between two commits (or a commit and its first parent when `from` is null). */
export async function readDiffs(
  repo: GitRepository,
  from: string | null,
  to: string,
  options: DiffOptions = {},
): Promise<FileDiff[]> {
  const range = from === null ? [] : options.fromMergeBase ? [`${from}...${to}`] : [from, to];
  const args = from
    ? ['diff', '--no-color', '-M', '--full-index', '--no-ext-diff', ...range]
    : ['diff-tree', '-p', '--root', '--no-color', '-M', '--full-index', '--no-commit-id', to];
  const out = await repo.text(['-c', 'core.quotePath=false', ...args], {
    timeoutMs: options.timeoutMs,
    env: options.env,
  });
  return parsePatch(out, options.limits ?? DEFAULT_DIFF_LIMITS, options.unidiff ?? false);
}

export function parsePatch(out: string, limits: DiffLimits, unidiff: boolean): FileDiff[] {
  const files: FileDiff[] = [];
  const sections = out.split(/^(?=diff --git )/m).filter((s) => s.startsWith('diff --git '));
  let lines = 0;
  for (const section of sections) {
    const file = parseSection(section, unidiff);
    const lineCount = file.diff === '' ? 0 : file.diff.split('\n').length;
    const overLimit =
      Buffer.byteLength(file.diff) > limits.maxPatchBytes ||
      files.length >= limits.maxFiles ||
      lines + lineCount > limits.maxLines;
    if (overLimit && file.diff !== '') {
      file.diff = '';
      file.tooLarge = true;
    } else {
      lines += lineCount;
    }
    files.push(file);
  }
  return files;
}

function parseSection(section: string, unidiff: boolean): FileDiff {
  const hunkStart = section.search(/^@@ /m);
  const header = hunkStart === -1 ? section : section.slice(0, hunkStart);
  const body = hunkStart === -1 ? '' : section.slice(hunkStart);
  const headerLines = header.split('\n');
  const [, a = '', b = ''] = /^diff --git a\/(.*) b\/(.*)$/.exec(headerLines[0]!) ?? [];
  const file: FileDiff = {
    oldPath: a,
    newPath: b,
    aMode: '0',
    bMode: '0',
    diff: '',
    newFile: false,
    renamedFile: false,
    deletedFile: false,
    tooLarge: false,
  };
  let headerText = '';
  for (const line of headerLines.slice(1)) {
    if (line.startsWith('new file mode ')) {
      file.newFile = true;
      file.bMode = line.slice(14);
    } else if (line.startsWith('deleted file mode ')) {
      file.deletedFile = true;
      file.aMode = line.slice(18);
    } else if (line.startsWith('old mode ')) file.aMode = line.slice(9);
    else if (line.startsWith('new mode ')) file.bMode = line.slice(9);
    else if (line.startsWith('rename from ')) {
      file.renamedFile = true;
      file.oldPath = line.slice(12);
    } else if (line.startsWith('rename to ')) file.newPath = line.slice(10);
    else if (line.startsWith('index ')) {
      const mode = /^index \S+ (\d+)$/.exec(line)?.[1];
      if (mode) {
        file.aMode = file.aMode === '0' && !file.newFile ? mode : file.aMode;
        file.bMode = file.bMode === '0' && !file.deletedFile ? mode : file.bMode;
      }
    } else if (line.startsWith('--- ') || line.startsWith('+++ ')) headerText += `${line}\n`;
  }
  if (file.aMode === '0' && !file.newFile) file.aMode = file.bMode;
  if (file.bMode === '0' && !file.deletedFile) file.bMode = file.aMode;
  if (body !== '') file.diff = unidiff ? headerText + body : body;
  return file;
}
