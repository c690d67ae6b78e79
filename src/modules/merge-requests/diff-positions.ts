import { createHash } from 'node:crypto';
import { badRequest } from '../../core/errors.ts';
import type { FileDiff } from '../../git/diff.ts';

/** A diff position as stored and shown (GitLab's `position` hash of a diff note). */
export interface DiffPosition {
  base_sha: string;
  start_sha: string;
  head_sha: string;
  old_path: string | null;
  new_path: string | null;
  position_type: 'text' | 'image' | 'file';
  old_line: number | null;
  new_line: number | null;
  line_range: Record<string, unknown> | null;
  width?: number | null;
  height?: number | null;
  x?: number | null;
  y?: number | null;
}

export interface DiffRefs {
  baseSha: string;
  startSha: string;
  headSha: string;
}

const invalidPosition = (why: string) => badRequest(`Note {:position=>[${JSON.stringify(why)}]}`);

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function lineNumber(value: unknown, name: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n) || n < 1) throw invalidPosition(`${name} must be a positive integer`);
  return n;
}

function number(value: unknown, name: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) throw invalidPosition(`${name} must be a number`);
  return n;
}

/** Lines of a file's diff: which old and new line numbers it shows, and how. */
interface DiffLines {
  /** `old:new` of each unchanged line shown. */
  context: Set<string>;
  added: Set<number>;
  removed: Set<number>;
}

function linesOf(diff: string): DiffLines {
  const result: DiffLines = { context: new Set(), added: new Set(), removed: new Set() };
  let oldLine = 0;
  let newLine = 0;
  for (const line of diff.split('\n')) {
    const hunk = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (hunk) {
      oldLine = Number(hunk[1]);
      newLine = Number(hunk[2]);
      continue;
    }
    if (line.startsWith('+')) result.added.add(newLine++);
    else if (line.startsWith('-')) result.removed.add(oldLine++);
    else if (line.startsWith(' ')) result.context.add(`${oldLine++}:${newLine++}`);
  }
  return result;
}

/** GitLab's line code: the path's SHA-1, the old and the new line number. */
export function lineCode(path: string, oldLine: number | null, newLine: number | null): string {
  return `${createHash('sha1').update(path).digest('hex')}_${oldLine ?? 0}_${newLine ?? 0}`;
}

/**
 * Checks a position a client sent against the merge request's diff refs and its real diff:
 * the three shas must be the current ones, the file must be changed, and a text position's line
 * must be one the diff shows (an added line by its new number, a removed one by its old number,
 * an unchanged one by either or both). Returns the position as stored.
 */
export function validateDiffPosition(
  input: Record<string, unknown>,
  refs: DiffRefs | null,
  diffs: readonly FileDiff[],
): DiffPosition {
  const baseSha = str(input['base_sha']);
  const startSha = str(input['start_sha']);
  const headSha = str(input['head_sha']);
  const type = str(input['position_type']) ?? 'text';
  if (!baseSha || !startSha || !headSha)
    throw invalidPosition('base_sha, start_sha and head_sha are required');
  if (!['text', 'image', 'file'].includes(type)) {
    throw invalidPosition('position_type does not have a valid value (text, image, file)');
  }
  if (!refs) throw invalidPosition('the merge request has no diff yet');
  for (const [name, given, current] of [
    ['base_sha', baseSha, refs.baseSha],
    ['start_sha', startSha, refs.startSha],
    ['head_sha', headSha, refs.headSha],
  ] as const) {
    if (given !== current) {
      throw invalidPosition(`${name} ${given} does not match the merge request's diff refs (${current})`);
    }
  }
  const newPath = str(input['new_path']);
  const oldPath = str(input['old_path']);
  if (!newPath && !oldPath) throw invalidPosition('new_path or old_path is required');
  if (type === 'text' && (!newPath || !oldPath)) throw invalidPosition('new_path and old_path are required');
  const file = diffs.find((d) => (newPath ? d.newPath === newPath : d.oldPath === oldPath));
  if (!file || (oldPath && file.oldPath !== oldPath)) {
    throw invalidPosition(`${newPath ?? oldPath} is not changed in the merge request`);
  }
  const position: DiffPosition = {
    base_sha: baseSha,
    start_sha: startSha,
    head_sha: headSha,
    old_path: oldPath ?? file.oldPath,
    new_path: newPath ?? file.newPath,
    position_type: type as DiffPosition['position_type'],
    old_line: null,
    new_line: null,
    line_range: null,
  };
  if (type === 'image') {
    return {
      ...position,
      width: number(input['width'], 'width'),
      height: number(input['height'], 'height'),
      x: number(input['x'], 'x'),
      y: number(input['y'], 'y'),
    };
  }
  if (type === 'file') return position;
  const oldLine = lineNumber(input['old_line'], 'old_line');
  const newLine = lineNumber(input['new_line'], 'new_line');
  if (oldLine === null && newLine === null) throw invalidPosition('new_line or old_line is required');
  const lines = linesOf(file.diff);
  const shown =
    oldLine !== null && newLine !== null
      ? lines.context.has(`${oldLine}:${newLine}`)
      : newLine !== null
        ? lines.added.has(newLine) || [...lines.context].some((c) => c.endsWith(`:${newLine}`))
        : lines.removed.has(oldLine!) || [...lines.context].some((c) => c.startsWith(`${oldLine}:`));
  if (!shown) {
    const which =
      oldLine !== null && newLine !== null
        ? `old_line ${oldLine} and new_line ${newLine}`
        : newLine !== null
          ? `new_line ${newLine}`
          : `old_line ${oldLine}`;
    throw invalidPosition(`${which} of ${position.new_path} is not in the merge request's diff`);
  }
  // An unchanged line is kept with both numbers, as GitLab does.
  let old = oldLine;
  let next = newLine;
  if (old === null || next === null) {
    const pair = [...lines.context].find((c) =>
      next !== null ? c.endsWith(`:${next}`) : c.startsWith(`${old}:`),
    );
    if (pair && !(next !== null && lines.added.has(next)) && !(old !== null && lines.removed.has(old))) {
      const [o, n] = pair.split(':').map(Number);
      old = o!;
      next = n!;
    }
  }
  const range = input['line_range'];
  return {
    ...position,
    old_line: old,
    new_line: next,
    line_range:
      range && typeof range === 'object' && !Array.isArray(range) ? (range as Record<string, unknown>) : null,
  };
}
