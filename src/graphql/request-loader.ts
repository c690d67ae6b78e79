import DataLoader from 'dataloader';

const loaders = new WeakMap<object, Map<string, DataLoader<unknown, unknown>>>();

/**
 * A DataLoader that lives as long as the request's context, one per `key` (a field and its
 * arguments, say): the parents of a page that ask for the same thing are answered by one batch.
 * `cacheKey` identifies keys that are objects (by their id, say).
 */
export function requestLoader<K, V>(
  ctx: object,
  key: string,
  batch: (keys: readonly K[]) => Promise<readonly V[]>,
  cacheKey?: (key: K) => unknown,
): DataLoader<K, V> {
  let byKey = loaders.get(ctx);
  if (!byKey) loaders.set(ctx, (byKey = new Map()));
  let loader = byKey.get(key) as DataLoader<K, V> | undefined;
  if (!loader) {
    loader = new DataLoader<K, V, unknown>(batch, cacheKey ? { cacheKeyFn: cacheKey } : {});
    byKey.set(key, loader);
  }
  return loader;
}

/** Batches keyed lookups whose answer is a map: missing keys get `fallback`. */
export function fromMap<K, V>(load: (keys: readonly K[]) => Promise<Map<K, V>>, fallback: V) {
  return async (keys: readonly K[]): Promise<V[]> => {
    const found = await load(keys);
    return keys.map((key) => found.get(key) ?? fallback);
  };
}
