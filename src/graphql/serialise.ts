import type { ExecutionResult } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { nextTurn, sliceSpent } from './pacing.ts';

/** A value with at most this many values inside is written by `JSON.stringify` in one go. */
const SMALL = 20_000;

/**
 * `JSON.stringify(value)` (for the JSON values results are made of), written in slices that give
 * the event loop a turn whenever one has lasted `SLICE_MS`: a result of many megabytes would
 * otherwise be serialised in one stretch. Small parts are handed to `JSON.stringify` whole; only the
 * arrays and objects above them are walked here.
 */
export async function stringifyInSlices(value: unknown): Promise<string> {
  const parts: string[] = [];
  await write(value, parts);
  return parts.join('');
}

async function write(value: unknown, parts: string[]): Promise<void> {
  if (value === null || typeof value !== 'object' || !exceeds(value, SMALL)) {
    parts.push(JSON.stringify(value) ?? 'null');
  } else if (Array.isArray(value)) {
    parts.push('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) parts.push(',');
      await write(value[i] === undefined ? null : value[i], parts);
    }
    parts.push(']');
  } else {
    parts.push('{');
    let first = true;
    for (const [key, member] of Object.entries(value)) {
      if (member === undefined || typeof member === 'function') continue;
      parts.push(`${first ? '' : ','}${JSON.stringify(key)}:`);
      first = false;
      await write(member, parts);
    }
    parts.push('}');
  }
  if (sliceSpent()) await nextTurn();
}

/**
 * Whether a value holds more than `budget` values, estimated: a long array counts as its length
 * times the largest of three of its elements (first, middle, last). The items of a GraphQL list share
 * one selection, so they differ in size only by the lists inside them; counting every value cost a
 * walk of the whole result before it was written.
 */
function exceeds(value: object, budget: number): boolean {
  return estimatedSize(value, budget) > budget;
}

const SAMPLED = 3;

function estimatedSize(value: unknown, budget: number): number {
  if (value === null || typeof value !== 'object') return 1;
  if (Array.isArray(value)) {
    const length = value.length;
    if (length <= SAMPLED) {
      let total = 1;
      for (const item of value) total += estimatedSize(item, budget);
      return total;
    }
    const largest = Math.max(
      estimatedSize(value[0], budget),
      estimatedSize(value[length >> 1], budget),
      estimatedSize(value[length - 1], budget),
    );
    return 1 + length * largest;
  }
  let total = 1;
  for (const key in value) {
    total += estimatedSize((value as Record<string, unknown>)[key], budget);
    if (total > budget) return total;
  }
  return total;
}

type Stringified = ExecutionResult & { stringify: (result: ExecutionResult) => string };

/** The result with its data already written in slices; yoga writes the rest (errors, extensions). */
async function withSlicedData(result: ExecutionResult): Promise<ExecutionResult> {
  if (result.data == null) return result;
  const data = await stringifyInSlices(result.data);
  const stringified: Stringified = {
    ...result,
    stringify: ({ data: _data, ...rest }) => {
      const head = JSON.stringify(rest);
      return head === '{}' ? `{"data":${data}}` : `${head.slice(0, -1)},"data":${data}}`;
    },
  };
  return stringified;
}

/** Serialises HTTP results in slices (yoga would call `JSON.stringify` on the whole result at once). */
export function slicedSerialisationPlugin(): Plugin {
  return {
    async onResultProcess(payload) {
      const result = payload.result;
      if (isAsyncIterable(result)) return;
      if (!Array.isArray(result)) {
        payload.setResult(await withSlicedData(result));
        return;
      }
      const results: ExecutionResult[] = [];
      for (const one of result) results.push(await withSlicedData(one));
      payload.setResult(results);
    },
  };
}
