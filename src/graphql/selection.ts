import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the items of the connection being resolved have `field` selected, under `nodes` or under
 * `edges { node }`, fragments included: what a resolver asks before reading, with the page, what
 * only that selection needs. Directives are not evaluated (a field under `@skip` counts as selected:
 * reading it costs a little, missing it a statement).
 */
export function connectionItemsSelect(info: GraphQLResolveInfo, field: string): boolean {
  return info.fieldNodes.some((node) =>
    fieldsNamed(info, node.selectionSet, (name) => name === 'nodes' || name === 'edges').some(
      ({ name, selectionSet }) =>
        name === 'nodes'
          ? fieldsNamed(info, selectionSet, (n) => n === field).length > 0
          : fieldsNamed(info, selectionSet, (n) => n === 'node').some(
              (edge) => fieldsNamed(info, edge.selectionSet, (n) => n === field).length > 0,
            ),
    ),
  );
}

interface NamedSelection {
  name: string;
  selectionSet: SelectionSetNode | undefined;
}

/** The fields of a selection set (through inline fragments and spreads) whose names `wanted` keeps. */
function fieldsNamed(
  info: GraphQLResolveInfo,
  set: SelectionSetNode | undefined,
  wanted: (name: string) => boolean,
  found: NamedSelection[] = [],
): NamedSelection[] {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      if (wanted(selection.name.value))
        found.push({ name: selection.name.value, selectionSet: selection.selectionSet });
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      fieldsNamed(info, selection.selectionSet, wanted, found);
    } else {
      fieldsNamed(info, info.fragments[selection.name.value]?.selectionSet, wanted, found);
    }
  }
  return found;
}
