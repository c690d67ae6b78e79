import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import RelayPlugin from '@pothos/plugin-relay';
import SimpleObjectsPlugin from '@pothos/plugin-simple-objects';
import type { Actor } from '../core/actor.ts';
import { MAX_PER_PAGE } from '../core/pagination.ts';
import type { Services } from '../services.ts';
import { decodeGlobalId, encodeGlobalId } from './global-id.ts';
import type { WriteNext } from './subscription-fanout.ts';

/** What every resolver receives: who is calling, and the domain services. */
export interface GraphQLContext {
  actor: Actor;
  services: Services;
  /** A subscription over WebSocket: how its results can be written straight to its socket. */
  writeNext?: WriteNext;
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: {
    ID: { Input: string; Output: string | number };
    Time: { Input: Date; Output: Date | string };
    Date: { Input: string; Output: string };
    JSON: { Input: unknown; Output: unknown };
    Duration: { Input: number; Output: number };
    // Typed global IDs (gid://gitlab/<Class>/<id>): arguments parse to the numeric id.
    UserID: { Input: number; Output: string };
    GroupID: { Input: number; Output: string };
    ProjectID: { Input: number; Output: string };
    NamespaceID: { Input: number; Output: string };
    MemberID: { Input: number; Output: string };
    PersonalAccessTokenID: { Input: number; Output: string };
    SnippetID: { Input: number; Output: string };
    ProjectRepositoryStorageMoveID: { Input: number; Output: string };
    CiRunnerID: { Input: number; Output: string };
    CiPipelineID: { Input: number; Output: string };
    CiBuildID: { Input: number; Output: string };
    CiProcessableID: { Input: number; Output: string };
    JobID: { Input: number; Output: string };
    CiStageID: { Input: number; Output: string };
    CiJobArtifactID: { Input: number; Output: string };
    CiTriggerID: { Input: number; Output: string };
    CiPipelineScheduleID: { Input: number; Output: string };
    ProjectsBranchRuleID: { Input: number; Output: string };
    MilestoneID: { Input: number; Output: string };
    LabelID: { Input: number; Output: string };
    MergeRequestID: { Input: number; Output: string };
    IssuableID: { Input: number; Output: string };
    TimelogID: { Input: number; Output: string };
    MergeTrainsCarID: { Input: number; Output: string };
    NoteID: { Input: number; Output: string };
    WebHookID: { Input: number; Output: string };
    WebHookEventID: { Input: number; Output: string };
    EnvironmentID: { Input: number; Output: string };
    DeploymentID: { Input: number; Output: string };
    ClustersClusterID: { Input: number; Output: string };
    MetricsDashboardAnnotationID: { Input: number; Output: string };
    PackagesProtectionRuleID: { Input: number; Output: string };
    PackagesPackageID: { Input: number; Output: string };
    PackagesPackageFileID: { Input: number; Output: string };
    GitlabErrorTrackingDetailedErrorID: { Input: number; Output: string };
    ErrorTrackingClientKeyID: { Input: number; Output: string };
    /** A noteable's global id: its GitLab class (which names its kind) and id. */
    NoteableID: { Input: { className: string; id: number }; Output: string };
    /** gid://gitlab/Discussion/<40 hex>: parses to the hex id. */
    DiscussionID: { Input: string; Output: string };
    /** Any awardable's global id: its GitLab class and id (the award emoji module resolves the class). */
    AwardableID: { Input: { className: string; id: number }; Output: string };
    /** gid://gitlab/DraftNote/<id>: parses to the id. */
    DraftNoteID: { Input: number; Output: string };
  };
  Connection: { count: () => Promise<number> };
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  plugins: [RelayPlugin, DataloaderPlugin, SimpleObjectsPlugin],
  relay: {
    clientMutationId: 'optional',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    nodesOnConnection: true,
    // node(id:) and nodes(ids:) are our own (relay-nodes.ts): one failed id fails only its entry.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    encodeGlobalID: (typename, id) => encodeGlobalId(typename, id),
    decodeGlobalID: (globalId) => decodeGlobalId(globalId),
    defaultConnectionFieldOptions: {},
    firstArgOptions: { description: `Returns the first n elements from the list (at most ${MAX_PER_PAGE}).` },
    lastArgOptions: { description: `Returns the last n elements from the list (at most ${MAX_PER_PAGE}).` },
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

builder.globalConnectionField('count', (t) =>
  t.int({ description: 'Total count of collection.', resolve: (connection) => connection.count() }),
);

/** The builder's schema types, for helpers that define fields outside a builder callback. */
export type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
/** What a mutation's `inputFields` callback receives. */
export type InputFieldBuilder = PothosSchemaTypes.InputFieldBuilder<SchemaTypes, 'InputObject'>;
