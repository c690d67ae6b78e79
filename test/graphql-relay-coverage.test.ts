import { isObjectType, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { hasLoader } from '../src/graphql/relay-nodes.ts';
import { schema } from '../src/graphql/schema.ts';

/**
 * Types whose `id` is not a global id of their own, so `node(id:)` has nothing to load them as.
 * A type with a `gid://gitlab/...` id of its own belongs nowhere here: it is a Node with a loader.
 */
const NOT_OWN_GLOBAL_ID: Record<string, string> = {
  // Git object ids, not database records.
  Blob: 'the blob object id',
  TreeEntry: 'the tree object id',
  Submodule: 'the commit object id the submodule points at',
  RepositoryBlob: 'the blob object id',
  Commit: 'the commit sha',
  // Derived values, as GitLab has them.
  CiGroup: 'its stage global id and its name',
  DetailedStatus: 'a string naming the status and its subject',
  StatusAction: 'a string naming the action and its subject',
  CiBuildNeed: 'the needing job and the position of the need (needs are not stored apart)',
  CiManualVariable: 'the job and the position of the variable among those it was played with',
  PipelineManualVariable: 'the pipeline and the position of the variable among those it was run with',
  Discussion: 'the 40-hex discussion id its notes share (GitLab gives discussions no record of their own)',
  // Another type's global id: these show that object in a context, and node(id:) loads it as itself.
  AccessLevelUser: 'the User global id (node(id:) answers with the UserCore)',
  AccessLevelGroup: 'the Group global id (node(id:) answers with the Group)',
  CiJobTokenAccessibleProject: 'the Project global id (node(id:) answers with the Project)',
  CiJobTokenAccessibleGroup: 'the Group global id (node(id:) answers with the Group)',
  InheritedCiVariable: "the CiGroupVariable global id of the group's variable (shown without its value)",
  PackageDetailsType: 'the Package global id (node(id:) answers with the Package)',
  PackageBase: 'the Package global id (node(id:) answers with the Package)',
  // Reached through its parent only, as in GitLab, whose type is no Node either.
  PackageFile: "its own PackagesPackageFileID, but a package's files are read through the package",
  PackageTag: "its row id, a plain ID as GitLab gives it; a package's tags are read through the package",
};

/** Nodes whose id is another Node's: node(id:) answers with that one. */
const SHOWN_AS_ANOTHER_NODE: Record<string, string> = {
  AutocompletedUser: 'the User global id (node(id:) answers with the UserCore)',
  MergeRequestAuthor: 'the User global id (node(id:) answers with the UserCore)',
  MergeRequestAssignee: 'the User global id (node(id:) answers with the UserCore)',
  MergeRequestReviewer: 'the User global id (node(id:) answers with the UserCore)',
  MergeRequestParticipant: 'the User global id (node(id:) answers with the UserCore)',
};

const objectTypes = Object.values(schema.getTypeMap()).filter(
  (type) => isObjectType(type) && !type.name.startsWith('__'),
);
const implementsNode = (type: (typeof objectTypes)[number]) =>
  isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node');

describe('every type with a global id is loadable through node(id:)', () => {
  it('makes every object type with an id of its own a Node', () => {
    const withId = objectTypes.filter((type) => isObjectType(type) && type.getFields()['id']);
    const notNodes = withId
      .filter((type) => !implementsNode(type) && !(type.name in NOT_OWN_GLOBAL_ID))
      .map((type) => type.name);
    expect(notNodes, 'types with an id that are not Nodes (or listed in NOT_OWN_GLOBAL_ID)').toEqual([]);
  });

  it('gives every Node a loader', () => {
    const withoutLoader = objectTypes
      .filter(
        (type) => implementsNode(type) && !(type.name in SHOWN_AS_ANOTHER_NODE) && !hasLoader(type.name),
      )
      .map((type) => type.name);
    expect(withoutLoader, 'Node types node(id:) cannot load').toEqual([]);
  });

  it('lists only types that exist, have an id and are not Nodes', () => {
    const stale = Object.keys(NOT_OWN_GLOBAL_ID).filter((name) => {
      const type = schema.getType(name);
      return !isObjectType(type) || !type.getFields()['id'] || implementsNode(type);
    });
    expect(stale, 'stale entries of NOT_OWN_GLOBAL_ID').toEqual([]);
  });
});

describe('node ids', () => {
  const idOf = (typename: string, parent: object) => {
    const type = schema.getType(typename);
    if (!isObjectType(type)) throw new Error(`${typename} is no object type`);
    return type.getFields()['id']!.resolve!(parent, {}, {}, {} as GraphQLResolveInfo);
  };

  it('are encoded at once, with no promise per node of a page', () => {
    expect(idOf('CiJob', { id: 7, type: 'Ci::Build' })).toBe('gid://gitlab/Ci::Build/7');
    expect(idOf('CiJob', { id: 8, type: 'Ci::Bridge' })).toBe('gid://gitlab/Ci::Bridge/8');
    expect(idOf('Pipeline', { id: 9 })).toBe('gid://gitlab/Ci::Pipeline/9');
  });
});
