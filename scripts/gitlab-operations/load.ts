/**
 * Finds GitLab's frontend operation files under a checkout-like directory and loads each one with
 * the fragments its `#import` lines bring in, the way GitLab's webpack loader concatenates them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, type DefinitionNode, type DocumentNode } from 'graphql';

export const CE_ROOT = 'app/assets/javascripts';
export const EE_ROOT = 'ee/app/assets/javascripts';

export interface LoadedFile {
  /** Path relative to the GitLab root, with forward slashes. */
  file: string;
  /** The file's own definitions plus every fragment reached through its imports. */
  document: DocumentNode;
  /** Imports that name no file under the root. */
  unresolvedImports: string[];
}

/** Every `.graphql` file under the CE and EE frontend roots, relative to `root`, sorted. */
export function findGraphqlFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.graphql'))
        found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(path.join(root, CE_ROOT));
  walk(path.join(root, EE_ROOT));
  return found.sort();
}

/** Client-side schema extensions (Apollo local state), not operations. */
export function isTypedefsFile(file: string): boolean {
  return /(^|\/)typedefs\.graphql$|\.typedefs\.graphql$/.test(file);
}

/** Candidate paths, relative to the root, for one `#import` specifier written in `fromFile`. */
export function importCandidates(fromFile: string, spec: string): string[] {
  if (spec.startsWith('~/')) return [`${CE_ROOT}/${spec.slice(2)}`];
  if (spec.startsWith('ee_else_ce/')) {
    const rest = spec.slice('ee_else_ce/'.length);
    return [`${EE_ROOT}/${rest}`, `${CE_ROOT}/${rest}`];
  }
  if (spec.startsWith('ee/')) return [`${EE_ROOT}/${spec.slice(3)}`];
  if (spec.startsWith('.'))
    return [path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), spec))];
  return [`${CE_ROOT}/${spec}`];
}

const IMPORT_LINE = /^#import\s+["']([^"']+)["']/gm;

export function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT_LINE)].map((m) => m[1]!);
}

/**
 * Loads `file` and, transitively, what it imports. A fragment defined twice keeps its first
 * definition (the loader dedupes by name too).
 */
export function loadFile(root: string, file: string, read = readUnder(root)): LoadedFile {
  const definitions: DefinitionNode[] = [];
  const fragmentNames = new Set<string>();
  const unresolvedImports: string[] = [];
  const seen = new Set<string>();

  const visit = (current: string, own: boolean): void => {
    if (seen.has(current)) return;
    seen.add(current);
    const source = read(current);
    if (source === undefined) throw new Error(`cannot read ${current}`);
    for (const spec of importsOf(source)) {
      const target = importCandidates(current, spec).find((candidate) => read(candidate) !== undefined);
      if (target === undefined) unresolvedImports.push(spec);
      else visit(target, false);
    }
    for (const definition of parse(source).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        if (fragmentNames.has(definition.name.value)) continue;
        fragmentNames.add(definition.name.value);
        definitions.push(definition);
      } else if (own) {
        definitions.push(definition);
      }
    }
  };
  visit(file, true);
  return { file, document: { kind: Kind.DOCUMENT, definitions }, unresolvedImports };
}

function readUnder(root: string): (file: string) => string | undefined {
  const cache = new Map<string, string | undefined>();
  return (file) => {
    if (!cache.has(file)) {
      let text: string | undefined;
      try {
        text = fs.readFileSync(path.join(root, file), 'utf8');
      } catch {
        text = undefined;
      }
      cache.set(file, text);
    }
    return cache.get(file);
  };
}
