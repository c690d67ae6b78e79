import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/graphql/schema.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await projectWithFiles(t, { 'README.md': '# hi\n' });
});
afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

const VARIANTS = 3;

/** A value of the right type but an odd one: very long or empty text, extreme numbers, far dates. */
function oddValue(type: GraphQLInputType, variant: number, depth = 0): unknown {
  if (isNonNullType(type)) return oddValue(type.ofType, variant, depth);
  if (isListType(type)) return [oddValue(type.ofType, variant, depth)];
  if (isEnumType(type)) {
    const values = type.getValues();
    return values[variant % values.length]!.name;
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return {};
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, oddValue(field.type, variant, depth + 1)]),
    );
  }
  if (!isScalarType(type)) return null;
  const pick = <T>(values: readonly T[]) => values[variant % values.length];
  switch (type.name) {
    case 'Int':
      return pick([-1, 2147483647, 0]);
    case 'Float':
      return pick([-1.5, 1e308, 0]);
    case 'Boolean':
      return variant % 2 === 0;
    case 'Time':
      return pick(['1970-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2000-01-01T00:00:00Z']);
    case 'Date':
      return pick(['1970-01-01', '9999-12-31', '2000-01-01']);
    case 'ID':
      return pick(['gid://gitlab/Project/1', '1', 'x'.repeat(300)]);
    case 'String':
      return pick(['x'.repeat(3000), '', '../../etc/passwd']);
    default:
      // Typed global IDs (ProjectID, UserID...): one that parses, of a record that may not exist.
      return type.name.endsWith('ID') ? `gid://gitlab/${type.name.slice(0, -2)}/1` : null;
  }
}

describe('GraphQL bad input', () => {
  it('never answers an unexpected error: every mutation, inputs of the right type with odd values', async () => {
    const failures: string[] = [];
    for (const field of Object.values(schema.getMutationType()!.getFields())) {
      const input = field.args.find((arg) => arg.name === 'input');
      if (!input) continue;
      for (let variant = 0; variant < VARIANTS; variant++) {
        const response = await t.request('POST', '/api/graphql', {
          body: {
            query: `mutation($input: ${String(input.type)}) { ${field.name}(input: $input) { __typename } }`,
            variables: { input: oddValue(input.type, variant) },
          },
        });
        if (response.status >= 500 || response.text.includes('INTERNAL_SERVER_ERROR')) {
          failures.push(
            `${field.name} (variant ${variant}): ${response.status} ${response.text.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
