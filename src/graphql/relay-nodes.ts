import { resolveNodes } from '@pothos/plugin-relay';
import { GraphQLError, isObjectType, responsePathAsArray, type GraphQLResolveInfo } from 'graphql';
import { DomainError } from '../core/errors.ts';
import { builder, type GraphQLContext } from './builder.ts';
import { decodeGlobalId, nodeTypenameOf } from './global-id.ts';

/**
 * Relay's `node(id:)` and `nodes(ids:)`, one answer per id: an id that is malformed, names a class
 * with no GraphQL type (or one that is not a Node, or has no loader), or names nothing the caller
 * may see becomes a null entry with an error at that entry's path. The rest of the answer stands.
 *
 * A module makes its type loadable here by declaring it with `builder.loadableNode(name, { id,
 * load })` (dataloader plugin) or `builder.node(name, { id, loadMany | loadOne })` (relay plugin),
 * with the load authorising as the type's own lookup does (null for what the caller may not see).
 */

const NOT_FOUND =
  "The resource that you are attempting to access does not exist or you don't have permission to perform this action";

type Resolved = unknown;

function entryError(info: GraphQLResolveInfo, index: number | undefined, message: string, code: string) {
  const path = responsePathAsArray(info.path);
  return new GraphQLError(message, {
    path: index === undefined ? path : [...path, index],
    extensions: { code },
  });
}

function typeOptions(typename: string): Record<string, unknown> {
  return builder.configStore.getTypeConfig(typename, 'Object').pothosOptions as Record<string, unknown>;
}

const loadable = new Map<string, boolean>();

/** Types whose ids are also another type's, tried for ids the first type's loader does not find. */
const alsoLoadedAs = new Map<string, string>();

/**
 * Declares that ids of `typename` may also name objects shown as `other` (a pending invitation has
 * the id of the membership it becomes): `node(id:)` tries `other` where `typename` finds nothing.
 */
export function registerSharedNodeId(typename: string, other: string): void {
  alsoLoadedAs.set(typename, other);
}

/** Whether `node(id:)` can load objects of this Node type. */
export function hasLoader(typename: string): boolean {
  let known = loadable.get(typename);
  if (known === undefined) {
    const options = typeOptions(typename);
    known = ['loadMany', 'loadOne', 'loadManyWithoutCache', 'loadWithoutCache'].some((key) => key in options);
    loadable.set(typename, known);
  }
  return known;
}

/** The id as the type's loader takes it: its `id.parse`, else a number (global ids end in digits). */
function parsedId(typename: string, id: string, ctx: GraphQLContext): unknown {
  const parse = (typeOptions(typename)['id'] as { parse?: (id: string, ctx: object) => unknown } | undefined)
    ?.parse;
  return parse ? parse(id, ctx) : Number(id);
}

/** What a loader's failure for one id becomes: the domain's answer, or the error itself (masked). */
function failureOf(info: GraphQLResolveInfo, index: number | undefined, error: unknown): Resolved {
  if (error instanceof DomainError) {
    const code = error.kind === 'unauthorized' ? 'UNAUTHENTICATED' : 'NOT_FOUND';
    return entryError(info, index, error.kind === 'unauthorized' ? error.describe() : NOT_FOUND, code);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** Loads every id, batched per type; each failure stays with its own entry. */
async function loadEach(
  ids: readonly string[],
  ctx: GraphQLContext,
  info: GraphQLResolveInfo,
  single: boolean,
): Promise<Resolved[]> {
  const at = (i: number) => (single ? undefined : i);
  const results: Resolved[] = ids.map(() => null);
  const byType = new Map<string, { index: number; id: string }[]>();
  ids.forEach((globalId, index) => {
    let decoded: { typename: string; id: string };
    try {
      decoded = decodeGlobalId(globalId);
    } catch {
      results[index] = entryError(info, at(index), `${globalId} is not a valid Global ID`, 'BAD_USER_INPUT');
      return;
    }
    const type = info.schema.getType(nodeTypenameOf(decoded.typename));
    if (!isObjectType(type) || !type.getInterfaces().some((i) => i.name === 'Node')) {
      results[index] = entryError(
        info,
        at(index),
        `${globalId}: no object of that class can be loaded by id`,
        'BAD_USER_INPUT',
      );
      return;
    }
    if (!hasLoader(type.name)) {
      results[index] = entryError(
        info,
        at(index),
        `${globalId}: ${type.name} cannot be loaded by id yet`,
        'BAD_USER_INPUT',
      );
      return;
    }
    const entries = byType.get(type.name);
    if (entries) entries.push({ index, id: decoded.id });
    else byType.set(type.name, [{ index, id: decoded.id }]);
  });

  const load = async (typename: string, entries: { index: number; id: string }[]) => {
    let loaded: unknown[];
    try {
      loaded = await Promise.all(
        await resolveNodes(
          builder,
          ctx,
          info,
          entries.map(({ id }) => ({ id: parsedId(typename, id, ctx), typename })),
        ),
      );
    } catch (error) {
      for (const { index } of entries) results[index] = failureOf(info, at(index), error);
      return;
    }
    const missing: { index: number; id: string }[] = [];
    entries.forEach((entry, i) => {
      const value = loaded[i];
      if (value instanceof Error) results[entry.index] = failureOf(info, at(entry.index), value);
      else if (value == null) missing.push(entry);
      else results[entry.index] = value;
    });
    const other = alsoLoadedAs.get(typename);
    if (other && missing.length > 0) return load(other, missing);
    for (const { index } of missing) results[index] = entryError(info, at(index), NOT_FOUND, 'NOT_FOUND');
  };
  await Promise.all([...byType].map(([typename, entries]) => load(typename, entries)));
  return results;
}

builder.queryFields((t) => ({
  node: t.field({
    type: builder.nodeInterfaceRef(),
    nullable: true,
    description: 'Fetches an object given its ID.',
    args: { id: t.arg.id({ required: true, description: 'ID of the object.' }) },
    resolve: async (_root, args, ctx, info) => {
      const [result] = await loadEach([String(args.id)], ctx, info, true);
      if (result instanceof Error) throw result;
      return result;
    },
  }),
  nodes: t.field({
    type: [builder.nodeInterfaceRef()],
    nullable: { list: false, items: true },
    description: 'Fetches a list of objects given a list of IDs.',
    args: { ids: t.arg.idList({ required: true, description: 'The IDs of the objects.' }) },
    // Each failed entry is an Error value in the list: graphql reports it at ["nodes", i] alone.
    resolve: async (_root, args, ctx, info) =>
      (await loadEach(args.ids.map(String), ctx, info, false)) as never,
  }),
}));
