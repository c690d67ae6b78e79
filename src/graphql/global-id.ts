import { badRequest } from '../core/errors.ts';

/**
 * Global IDs in GitLab's form, `gid://gitlab/<Class>/<id>`. The class is GitLab's model name, which
 * differs from the GraphQL type name for some types (a `CiJob` is a `Ci::Build`).
 */
const classByTypename = new Map<string, string>();
const typenameByClass = new Map<string, string>();
/** Further classes whose objects are shown as a type (a `Ci::Bridge` is shown as a `CiJob`). */
const nodeTypenameByClass = new Map<string, string>();

/** Declares the GitLab class name behind a GraphQL type, when the two differ. */
export function registerGlobalIdClass(typename: string, className: string): void {
  classByTypename.set(typename, className);
  typenameByClass.set(className, typename);
}

/** Declares a further GitLab class whose objects `node(id:)` loads as `typename`. */
export function registerNodeClass(typename: string, className: string): void {
  nodeTypenameByClass.set(className, typename);
}

/** The GraphQL type `node(id:)` loads an object of this class (or type name) as. */
export function nodeTypenameOf(typenameOrClass: string): string {
  return nodeTypenameByClass.get(typenameOrClass) ?? typenameOrClass;
}

const OWN_CLASS = /^([A-Za-z0-9:]+)\/(\d+)$/;

/**
 * An id that names its own class, for a type whose objects are of several GitLab classes (a `CiJob`
 * is a `Ci::Build` or a `Ci::Bridge`): encoded with that class instead of the type's.
 */
export function idWithClass(className: string, id: number): string {
  return `${className}/${id}`;
}

export function encodeGlobalId(typename: string, id: bigint | number | string): string {
  const own = typeof id === 'string' ? OWN_CLASS.exec(id) : null;
  if (own) return `gid://gitlab/${own[1]!}/${own[2]!}`;
  return `gid://gitlab/${classByTypename.get(typename) ?? typename}/${String(id)}`;
}

const GID = /^gid:\/\/gitlab\/([A-Za-z0-9:]+)\/(\d+)$/;

export function decodeGlobalId(globalId: string): { typename: string; id: string } {
  const match = GID.exec(globalId);
  if (!match) throw badRequest(`${globalId} is not a valid Global ID`);
  const className = match[1]!;
  return { typename: typenameByClass.get(className) ?? className, id: match[2]! };
}

/** The numeric id of a global ID of the expected class; a clear error otherwise. */
export function parseGlobalId(globalId: string, expectedTypename: string): number {
  const { typename, id } = decodeGlobalId(globalId);
  // The expected name may be the GraphQL type's or GitLab's class (`UserID` expects class `User`,
  // whose GraphQL type is `UserCore`).
  if (typename !== expectedTypename && (classByTypename.get(typename) ?? typename) !== expectedTypename) {
    throw badRequest(
      `${globalId} is not a valid ID for ${classByTypename.get(expectedTypename) ?? expectedTypename}.`,
    );
  }
  return Number(id);
}

/** The numeric id of a global ID of one of the expected classes (a model or its subclasses). */
export function parseGlobalIdOf(globalId: string, expected: readonly string[]): number {
  const { typename } = decodeGlobalId(globalId);
  const className = classByTypename.get(typename) ?? typename;
  const match = expected.find((name) => name === typename || name === className) ?? expected[0]!;
  return parseGlobalId(globalId, match);
}
