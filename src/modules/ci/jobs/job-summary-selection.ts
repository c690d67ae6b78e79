import {
  isAbstractType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
} from 'graphql';

/**
 * The fields that job summaries (job-summaries.ts) answer, by the type that shows jobs: a job's
 * identity, stage and status, and the stages and groups made of them.
 */
const ANSWERED_BY_SUMMARIES: Readonly<Record<string, ReadonlySet<string>>> = {
  CiJob: new Set([
    'id',
    'name',
    'status',
    'kind',
    'stage',
    'stageName',
    'allowFailure',
    'retried',
    'manualJob',
    'scheduled',
    'triggered',
  ]),
  CiStage: new Set(['id', 'name', 'status', 'detailedStatus', 'jobs', 'groups']),
  CiGroup: new Set(['id', 'name', 'size', 'detailedStatus', 'jobs']),
};

const decided = new WeakMap<OperationDefinitionNode, boolean>();

/**
 * Whether the operation being resolved shows no more of any job than summaries hold: every field it
 * selects on a job, stage or group (or on an interface they implement) is one summaries answer.
 * Decided once per operation document.
 */
export function jobSummariesSuffice(info: GraphQLResolveInfo): boolean {
  let suffice = decided.get(info.operation);
  if (suffice === undefined) {
    suffice = selectsOnlySummaries(info);
    decided.set(info.operation, suffice);
  }
  return suffice;
}

function selectsOnlySummaries(info: GraphQLResolveInfo): boolean {
  const document: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [info.operation, ...Object.values(info.fragments)],
  };
  const typeInfo = new TypeInfo(info.schema);
  let suffice = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (!parent || node.name.value === '__typename') return;
        const shown = isAbstractType(parent)
          ? info.schema.getPossibleTypes(parent).map((type) => type.name)
          : [parent.name];
        for (const type of shown) {
          const answered = ANSWERED_BY_SUMMARIES[type];
          if (answered && !answered.has(node.name.value)) suffice = false;
        }
      },
    }),
  );
  return suffice;
}
