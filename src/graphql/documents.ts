import { parse, type DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/** Parsed documents by their source text, shared by the executor and what decides before it. */
export type DocumentCache = LRUCache<string, DocumentNode>;

export function createDocumentCache(): DocumentCache {
  return new LRUCache<string, DocumentNode>({ max: 1024 });
}

/** `parse(source)`, once per source text while it stays in the cache (a syntax error throws each time). */
export function parseCached(cache: DocumentCache, source: string): DocumentNode {
  let document = cache.get(source);
  if (!document) cache.set(source, (document = parse(source)));
  return document;
}
