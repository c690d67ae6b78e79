import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import {
  buildClientSchema,
  getIntrospectionQuery,
  printSchema,
  type IntrospectionOptions,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/graphql/schema.ts';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
let endpoint: string;
beforeAll(async () => {
  t = await startTestApp();
  endpoint = `${await t.listen()}/api/graphql`;
});
afterAll(async () => {
  await t.close();
});

/** Every option graphql-js's introspection query has, on (the type depth stays at its default). */
const EVERY_OPTION: Required<Omit<IntrospectionOptions, 'typeDepth'>> = {
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
  experimentalDirectiveDeprecation: true,
  oneOf: true,
};

/** A POST over real HTTP, as introspecting tools send it. */
async function post(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: unknown[] } };
}

describe('introspection', () => {
  const callers: [string, Record<string, string>][] = [
    ['an administrator', { authorization: `Bearer ${ROOT_TOKEN}` }],
    ['an anonymous caller', {}],
  ];

  it.each(callers)(
    "answers graphql-js's introspection query with every option on, for %s, describing the whole schema",
    async (_who, headers) => {
      const { status, body } = await post(getIntrospectionQuery(EVERY_OPTION), headers);
      expect(body.errors).toBeUndefined();
      expect(status).toBe(200);
      const introspected = buildClientSchema(body.data as IntrospectionQuery);
      // Descriptions, deprecations, default values, oneOf inputs: all of it comes back.
      expect(printSchema(introspected)).toBe(printSchema(schema));
    },
  );

  it('answers the default introspection query and __type lookups with their includeDeprecated defaults', async () => {
    const plain = await post(getIntrospectionQuery());
    expect(plain.body.errors).toBeUndefined();
    expect(plain.body.data.__schema.queryType.name).toBe('Query');

    const project = await post('{ __type(name: "Project") { name fields { name } } }');
    expect(project.body.errors).toBeUndefined();
    expect(project.body.data.__type.name).toBe('Project');
    expect(project.body.data.__type.fields.map((f: { name: string }) => f.name)).toEqual(
      expect.arrayContaining(['id', 'fullPath', 'name']),
    );

    const withDeprecated = await post(
      '{ __type(name: "Project") { fields(includeDeprecated: true) { name args(includeDeprecated: true) { name } } } }',
    );
    expect(withDeprecated.body.errors).toBeUndefined();
    expect(withDeprecated.body.data.__type.fields.length).toBeGreaterThanOrEqual(
      project.body.data.__type.fields.length,
    );
  });

  it("lets @graphql-codegen/cli generate the schema and operation types from the running server's URL", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-codegen-'));
    try {
      const document = path.join(dir, 'project.graphql');
      await fs.writeFile(
        document,
        'query ProjectName($fullPath: ID!) { project(fullPath: $fullPath) { id name } }\n',
      );
      // Deprecated arguments are only introspected when asked for (graphql-js's inputValueDeprecation),
      // an option the URL loader passes on but its typings do not name.
      const loaderOptions = {
        headers: { authorization: `Bearer ${ROOT_TOKEN}` },
        inputValueDeprecation: true,
      };
      const outputs: { filename: string; content: string }[] = await generate(
        {
          schema: { [endpoint]: loaderOptions },
          documents: [document],
          silent: true,
          generates: {
            [path.join(dir, 'schema.graphql')]: { plugins: ['schema-ast'] },
            [path.join(dir, 'operations.ts')]: { plugins: ['typescript-operations'] },
          },
        },
        false,
      );
      const byName = new Map(outputs.map((o) => [path.basename(o.filename), o.content]));
      expect(byName.get('schema.graphql')?.trimEnd()).toBe(printSchema(schema));
      const types = byName.get('operations.ts') ?? '';
      expect(types).toContain('export type ProjectNameQuery');
      expect(types).toContain('export type ProjectNameQueryVariables');
      expect(types).toMatch(/project: \{[^}]*name: string/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
