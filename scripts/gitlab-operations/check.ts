/**
 * Validates GitLab's frontend operations against a schema and condenses the failures into what the
 * schema lacks (`Type.field`, unknown types, arguments, enum values), counted per operation file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kind, validate, type GraphQLSchema } from 'graphql';
import { CE_ROOT, EE_ROOT, findGraphqlFiles, isTypedefsFile, loadFile } from './load.ts';
import { clientTypesOf, stripClientOnly } from './strip.ts';

export type Status = 'ok' | 'fail' | 'client-only' | 'not-served';

export interface FileResult {
  file: string;
  area: string;
  status: Status;
  /** Validation messages (and parse or import problems), in graphql-js order. */
  errors: string[];
  /** What the schema lacks, one key per distinct gap, as `blockerOf` names it. */
  blockers: string[];
}

export interface CheckOptions {
  /** Keep only files whose path (relative to the root) starts with one of these. */
  only?: string[];
  /** Paths (or folder prefixes ending in `/`) deliberately not served, with the reason. */
  notServed?: Map<string, string>;
}

/** Reads the "not served" list: lines of the form ``- `path` — reason``. */
export function parseNotServed(markdown: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const match of markdown.matchAll(/^- `([^`]+)`\s*(?:—|-|:)?\s*(.*)$/gm))
    entries.set(match[1]!, match[2]!.trim());
  return entries;
}

function notServedReason(file: string, notServed: Map<string, string> | undefined): string | undefined {
  if (!notServed) return undefined;
  for (const [path, reason] of notServed) {
    if (path.endsWith('/') ? file.startsWith(path) : file === path) return reason;
  }
  return undefined;
}

/** The area folder a file belongs to: `ci/<folder>` under ci, else the first folder; `ee:` for EE. */
export function areaOf(file: string): string {
  const ee = file.startsWith(`${EE_ROOT}/`);
  const rest = file.slice((ee ? EE_ROOT : CE_ROOT).length + 1).split('/');
  const area = rest[0] === 'ci' && rest.length > 2 ? `ci/${rest[1]}` : (rest[0] ?? '');
  return ee ? `ee:${area}` : area;
}

const PATTERNS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/Cannot query field "(\w+)" on type "(\w+)"/, (m) => `${m[2]}.${m[1]}`],
  [/Unknown type "(\w+)"/, (m) => `type ${m[1]}`],
  [/Unknown argument "(\w+)" on field "([\w.]+)"/, (m) => `${m[2]}(${m[1]}:)`],
  [/Unknown argument "(\w+)" on directive "@?(\w+)"/, (m) => `@${m[2]}(${m[1]}:)`],
  [/Value "(\w+)" does not exist in "(\w+)" enum/, (m) => `${m[2]}.${m[1]} (enum value)`],
  [/Field "(\w+)" is not defined by type "(\w+)"/, (m) => `${m[2]}.${m[1]} (input field)`],
  [
    /Expected value of type "(\w+)!?" not to include unknown field "(\w+)"/,
    (m) => `${m[1]}.${m[2]} (input field)`,
  ],
  [
    /Expected value of type "(\w+)!?" to include required field "(\w+)"/,
    (m) => `${m[1]}.${m[2]} (input field) required`,
  ],
  [/Unknown fragment "(\w+)"/, (m) => `fragment ${m[1]} (import not downloaded)`],
  [/Unknown directive "@(\w+)"/, (m) => `directive @${m[1]}`],
  [/Argument "([\w.]+)\((\w+):\)" of type "([^"]+)" is required/, (m) => `${m[1]}(${m[2]}:) required`],
  [
    /Variable "\$\w+" of type "([^"]+)" used in position expecting type "([^"]+)"/,
    (m) => `variable ${m[1]} where ${m[2]} is expected`,
  ],
  [
    /Field "(\w+)" must not have a selection since type "([^"]+)"/,
    (m) => `${m[1]}: ${m[2]} has no subfields`,
  ],
  [
    /Field "(\w+)" of type "([^"]+)" must have a selection of subfields/,
    (m) => `${m[1]}: ${m[2]} needs subfields`,
  ],
  [
    /Fragment "(\w+)" cannot be spread here as objects of type "(\w+)" can never be of type "(\w+)"/,
    (m) => `${m[3]} spread on ${m[2]}`,
  ],
  [
    /Fragment cannot be spread here as objects of type "(\w+)" can never be of type "(\w+)"/,
    (m) => `${m[2]} spread on ${m[1]}`,
  ],
];

/** A short stable key for one validation message: what the schema would need to accept it. */
export function blockerOf(message: string): string {
  for (const [pattern, key] of PATTERNS) {
    const match = message.match(pattern);
    if (match) return key(match);
  }
  return message.replace(/\s+/g, ' ').slice(0, 120);
}

/** Checks one loaded file. `undefined` when it holds only fragments (they count with their users). */
export function checkDocument(
  file: string,
  load: () => ReturnType<typeof loadFile>,
  schema: GraphQLSchema,
  clientTypes: Set<string>,
): FileResult | undefined {
  const area = areaOf(file);
  let loaded: ReturnType<typeof loadFile>;
  try {
    loaded = load();
  } catch (error) {
    const message = `parse: ${(error as Error).message}`;
    return { file, area, status: 'fail', errors: [message], blockers: [message] };
  }
  if (!loaded.document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)) return undefined;
  const { document } = stripClientOnly(loaded.document, clientTypes);
  if (!document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)) {
    return { file, area, status: 'client-only', errors: [], blockers: [] };
  }
  const errors = validate(schema, document).map((e) => e.message);
  const blockers = [...new Set(errors.map(blockerOf))];
  return { file, area, status: errors.length === 0 ? 'ok' : 'fail', errors, blockers };
}

/** Checks every operation file under `root` (CE and EE frontend folders). */
export function checkTree(root: string, schema: GraphQLSchema, options: CheckOptions = {}): FileResult[] {
  const files = findGraphqlFiles(root);
  const clientTypes = clientTypesOf(
    files.filter(isTypedefsFile).map((f) => fs.readFileSync(path.join(root, f), 'utf8')),
  );
  const only = options.only ?? [];
  const results: FileResult[] = [];
  for (const file of files) {
    if (isTypedefsFile(file)) continue;
    if (only.length > 0 && !only.some((prefix) => file.startsWith(prefix))) continue;
    const result = checkDocument(file, () => loadFile(root, file), schema, clientTypes);
    if (!result) continue;
    const reason = notServedReason(file, options.notServed);
    // Still validated, so a schema that grows to serve it shows up as `ok` in the file list.
    if (reason !== undefined && result.status !== 'ok')
      results.push({ ...result, status: 'not-served', errors: [reason, ...result.errors] });
    else results.push(result);
  }
  return results;
}

export interface Summary {
  checked: number;
  ok: number;
  clientOnly: number;
  notServed: number;
  /** ok / checked; client-only and not-served files are not checked. */
  ratio: number;
  areas: { area: string; checked: number; ok: number; ratio: number }[];
  /** Each gap with the number of operation files it blocks, most blocking first. */
  blockers: { key: string; operations: number; files: string[] }[];
}

export function summarize(results: FileResult[]): Summary {
  const counted = results.filter((r) => r.status === 'ok' || r.status === 'fail');
  const ok = counted.filter((r) => r.status === 'ok').length;
  const byArea = new Map<string, { checked: number; ok: number }>();
  for (const r of counted) {
    const a = byArea.get(r.area) ?? { checked: 0, ok: 0 };
    a.checked++;
    if (r.status === 'ok') a.ok++;
    byArea.set(r.area, a);
  }
  const byBlocker = new Map<string, string[]>();
  for (const r of counted)
    for (const key of r.blockers) byBlocker.set(key, [...(byBlocker.get(key) ?? []), r.file]);
  return {
    checked: counted.length,
    ok,
    clientOnly: results.filter((r) => r.status === 'client-only').length,
    notServed: results.filter((r) => r.status === 'not-served').length,
    ratio: counted.length === 0 ? 1 : ok / counted.length,
    areas: [...byArea.entries()]
      .map(([area, a]) => ({ area, ...a, ratio: a.ok / a.checked }))
      .sort((x, y) => x.area.localeCompare(y.area)),
    blockers: [...byBlocker.entries()]
      .map(([key, files]) => ({ key, operations: files.length, files }))
      .sort((x, y) => y.operations - x.operations || x.key.localeCompare(y.key)),
  };
}
