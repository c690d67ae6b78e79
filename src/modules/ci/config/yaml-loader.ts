import { isMap, parseDocument, Scalar, visit } from 'yaml';

/** A `!reference [job, key, ...]` left in the parsed configuration, resolved after merging. */
export class YamlReference {
  readonly path: string[];
  constructor(path: string[]) {
    this.path = path;
  }
}

/** Parses one CI YAML document (anchors, aliases, `<<` merges and `!reference` supported). */
export function loadYaml(text: string): { value: Record<string, unknown> } | { error: string } {
  const doc = parseDocument(text, { merge: true, uniqueKeys: false });
  if (doc.errors.length > 0) return { error: doc.errors[0]!.message.split('\n')[0]! };
  // `!reference` sequences become markers the compiler resolves once every file is merged.
  visit(doc, {
    Seq(_, node) {
      if (node.tag !== '!reference') return undefined;
      const path = node.items.map((item) => String(item instanceof Scalar ? item.value : item));
      return new Scalar(new YamlReference(path));
    },
  });
  if (doc.contents === null) return { value: {} };
  if (!isMap(doc.contents)) return { error: 'Invalid configuration format' };
  try {
    return { value: doc.toJS({ maxAliasCount: 1000 }) as Record<string, unknown> };
  } catch (error) {
    return { error: (error as Error).message };
  }
}
