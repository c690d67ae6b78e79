import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from 'graphql';
import { checkTree, parseNotServed, summarize } from '../scripts/gitlab-operations/check.ts';

// Operations of our own, laid out like a GitLab checkout, checked against a small schema.
const schema = buildSchema(`
  type Query { project(fullPath: ID!): Project }
  type Project { id: ID! name: String! pipelines(first: Int): PipelineConnection }
  type PipelineConnection { nodes: [Pipeline] }
  type Pipeline { id: ID! iid: String! }
`);

const files: Record<string, string> = {
  'app/assets/javascripts/things/fragments/pipeline.fragment.graphql':
    'fragment PipelineBits on Pipeline { id iid }\n',
  'app/assets/javascripts/things/typedefs.graphql':
    'type LocalFilter { text: String }\nextend type Project { localFilter: LocalFilter }\n',
  'app/assets/javascripts/things/queries/valid.query.graphql': `#import "~/things/fragments/pipeline.fragment.graphql"
query valid($fullPath: ID!, $open: Boolean!) {
  project(fullPath: $fullPath) @persist {
    id
    expanded @client
    localFilter @client { text }
    pipelines(first: 5) { __persist nodes { __persist ...PipelineBits ... on LocalFilter { text } } }
  }
  isOpen @client(always: $open)
}
`,
  'app/assets/javascripts/things/queries/missing_field.query.graphql': `#import "../fragments/pipeline.fragment.graphql"
query missing($fullPath: ID!) {
  project(fullPath: $fullPath) { id starCount pipelines { nodes { ...PipelineBits sha } } }
}
`,
  'app/assets/javascripts/things/queries/local.query.graphql': 'query local { isOpen @client }\n',
};

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gitlab-ops-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('check-gitlab-operations', () => {
  it('passes an operation whose imports resolve once client-only selections are stripped', () => {
    const results = checkTree(root, schema);
    const valid = results.find((r) => r.file.endsWith('valid.query.graphql'));
    expect(valid).toMatchObject({ status: 'ok', errors: [], area: 'things' });
  });

  it('reports the fields the schema lacks, per operation', () => {
    const results = checkTree(root, schema);
    const missing = results.find((r) => r.file.endsWith('missing_field.query.graphql'));
    expect(missing?.status).toBe('fail');
    expect(missing?.blockers.sort()).toEqual(['Pipeline.sha', 'Project.starCount']);
    const summary = summarize(results);
    expect(summary).toMatchObject({ checked: 2, ok: 1, clientOnly: 1, ratio: 0.5 });
    expect(summary.blockers.map((b) => [b.key, b.operations])).toEqual([
      ['Pipeline.sha', 1],
      ['Project.starCount', 1],
    ]);
  });

  it('counts fragment-only files with their users, and skips typedefs and paths outside --only', () => {
    const all = checkTree(root, schema).map((r) => path.basename(r.file));
    expect(all.sort()).toEqual(['local.query.graphql', 'missing_field.query.graphql', 'valid.query.graphql']);
    const only = checkTree(root, schema, { only: ['app/assets/javascripts/things/queries/valid'] });
    expect(only.map((r) => path.basename(r.file))).toEqual(['valid.query.graphql']);
  });

  it('keeps operations listed as not served out of the ratio, with their reason', () => {
    const notServed = parseNotServed(
      '- `app/assets/javascripts/things/queries/missing_field.query.graphql` — stars are not built\n',
    );
    const results = checkTree(root, schema, { notServed });
    const missing = results.find((r) => r.file.endsWith('missing_field.query.graphql'));
    expect(missing?.status).toBe('not-served');
    expect(missing?.errors[0]).toBe('stars are not built');
    expect(summarize(results)).toMatchObject({ checked: 1, ok: 1, notServed: 1, ratio: 1, blockers: [] });
  });
});
