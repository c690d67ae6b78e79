import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { encodeGlobalId } from './global-id.ts';

type Resolver = GraphQLFieldResolver<unknown, unknown>;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  value !== null && typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function';

/**
 * Makes the `id` field of every node type synchronous. The relay plugin encodes global IDs in an
 * `async` resolver, so every node of a list costs a promise and sends its whole list down the
 * executor's asynchronous path. The type's own id resolver (its `id.resolve` option) is called
 * instead, and its answer encoded at once (after it settles, if it is a promise).
 */
export function syncNodeIds(schema: GraphQLSchema): GraphQLSchema {
  const node = schema.getType('Node');
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || !type.getInterfaces().some((i) => i === node)) continue;
    const field = type.getFields()['id'];
    const options = type.extensions as { pothosOptions?: { id?: { resolve?: Resolver } } } | undefined;
    const raw = options?.pothosOptions?.id?.resolve;
    if (!field || !raw) continue;
    const encode = (id: unknown) => encodeGlobalId(type.name, String(id));
    field.resolve = (parent, args, context, info) => {
      const id = raw(parent, args, context, info);
      return isThenable(id) ? Promise.resolve(id).then(encode) : encode(id);
    };
  }
  return schema;
}
