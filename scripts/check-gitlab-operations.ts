/**
 * Checks GitLab's frontend GraphQL operations against our schema.
 *
 *   node scripts/check-gitlab-operations.ts <gitlab-root> [--schema schema/schema.graphql]
 *        [--only <path-prefix>...] [--json out.json] [--title text]
 *        [--not-served schema/gitlab-operations-not-served.md]
 *
 * <gitlab-root> holds GitLab's `app/assets/javascripts` and `ee/app/assets/javascripts` (or the
 * parts of them downloaded). Prints Markdown: the pass ratio overall and per area folder, what
 * the schema lacks sorted by how many operations it blocks, and each file's result.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { checkTree, parseNotServed, summarize } from './gitlab-operations/check.ts';
import { renderReport } from './gitlab-operations/report.ts';

export interface Args {
  root: string;
  schema: string;
  only: string[];
  json?: string;
  title?: string;
  notServed?: string;
}

export function parseArgs(argv: string[]): Args {
  const args: Args = { root: '', schema: 'schema/schema.graphql', only: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--schema') args.schema = argv[++i] ?? args.schema;
    else if (arg === '--json') args.json = argv[++i];
    else if (arg === '--title') args.title = argv[++i];
    else if (arg === '--not-served') args.notServed = argv[++i];
    else if (arg === '--only') {
      while (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) args.only.push(argv[++i]!);
    } else if (!args.root) args.root = arg;
    else throw new Error(`unexpected argument ${arg}`);
  }
  if (!args.root)
    throw new Error(
      'usage: check-gitlab-operations.ts <gitlab-root> [--schema file] [--only prefix...] [--json out.json]',
    );
  return args;
}

export function run(args: Args): string {
  const schema = buildSchema(fs.readFileSync(args.schema, 'utf8'));
  const notServed = args.notServed ? parseNotServed(fs.readFileSync(args.notServed, 'utf8')) : undefined;
  const results = checkTree(path.resolve(args.root), schema, { only: args.only, notServed });
  const summary = summarize(results);
  if (args.json)
    fs.writeFileSync(args.json, JSON.stringify({ schema: args.schema, summary, results }, null, 2));
  return renderReport(args.title ?? `Against ${args.schema}`, results, summary);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(run(parseArgs(process.argv.slice(2))));
}
