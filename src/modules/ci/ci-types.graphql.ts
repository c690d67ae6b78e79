import { builder } from '../../graphql/builder.ts';
import type { DetailedStatusView, StatusActionView } from './detailed-status.ts';
import type { JobRecord, JobStage } from './jobs/job-view.ts';
import type { PipelineRecord } from './pipelines/pipeline-records.ts';
import { CI_STATUSES } from './status.ts';

/**
 * The CI object types, declared here and implemented beside their resources (jobs, pipelines,
 * stages), so that they can refer to one another without import cycles.
 */
export const PipelineRef = builder.objectRef<PipelineRecord>('Pipeline');
export const JobRef = builder.objectRef<JobRecord>('CiJob');

/** A stage of a pipeline: the latest jobs of one of its stages (stages are not stored apart). */
export type StageNode = JobStage;
export const StageRef = builder.objectRef<StageNode>('CiStage');

/** Jobs of a stage with one name (parallel jobs `test 1/3`, `test 2/3`... form one group). */
export interface GroupNode {
  stage: StageNode;
  name: string;
}
export const GroupRef = builder.objectRef<GroupNode>('CiGroup');

/** The statuses of jobs and pipelines (GitLab's `canceling` and `waiting_for_callback` are never reached here). */
const STATUS_VALUES = CI_STATUSES;

export const JobStatusEnum = builder.enumType('CiJobStatus', {
  values: Object.fromEntries(
    STATUS_VALUES.map((status) => [
      status.toUpperCase(),
      { value: status, description: `A job that is ${status.replaceAll('_', ' ')}.` },
    ]),
  ),
});

export const PipelineStatusEnum = builder.enumType('PipelineStatusEnum', {
  values: Object.fromEntries(
    STATUS_VALUES.map((status) => [
      status.toUpperCase(),
      { value: status, description: `Pipeline is ${status.replaceAll('_', ' ')}.` },
    ]),
  ),
});

export const JobKindEnum = builder.enumType('CiJobKind', {
  values: {
    BUILD: { value: 'Ci::Build', description: 'Standard CI job.' },
    BRIDGE: { value: 'Ci::Bridge', description: 'Bridge CI job connecting a parent and child pipeline.' },
  } as const,
});

export const PipelineScopeEnum = builder.enumType('PipelineScopeEnum', {
  values: {
    RUNNING: { value: 'running' },
    PENDING: { value: 'pending' },
    FINISHED: { value: 'finished' },
    BRANCHES: { value: 'branches' },
    TAGS: { value: 'tags' },
  } as const,
});

const StatusActionRef = builder.objectRef<StatusActionView>('StatusAction').implement({
  fields: (t) => ({
    id: t.exposeString('id', { nullable: false, description: 'ID for a status action.' }),
    buttonTitle: t.exposeString('buttonTitle', { nullable: true, description: 'Title for the button.' }),
    confirmationMessage: t.string({ nullable: true, resolve: (a) => a.confirmationMessage }),
    icon: t.exposeString('icon', { nullable: true, description: 'Icon used in the action button.' }),
    method: t.exposeString('method', { nullable: true, description: 'Method for the action.' }),
    path: t.exposeString('path', { nullable: true, description: 'Path for the action.' }),
    title: t.exposeString('title', { nullable: true, description: 'Title for the action.' }),
  }),
});

export const DetailedStatusRef = builder.objectRef<DetailedStatusView>('DetailedStatus').implement({
  description: 'How a status is shown: its label, icon, tooltip, and the action it offers the viewer.',
  fields: (t) => ({
    id: t.exposeString('id', { nullable: false }),
    name: t.exposeString('name', { nullable: true, description: 'Machine-readable status name.' }),
    group: t.exposeString('group', {
      nullable: true,
      deprecationReason: 'Use `name`. Deprecated in GitLab 16.4.',
    }),
    icon: t.exposeString('icon', {
      nullable: true,
      deprecationReason: 'Use `name` to identify the status. Deprecated in GitLab 16.4.',
    }),
    label: t.exposeString('label', { nullable: true, description: 'Human-readable label of the status.' }),
    text: t.exposeString('text', {
      nullable: true,
      deprecationReason: 'Use `label`. Deprecated in GitLab 16.4.',
    }),
    tooltip: t.exposeString('tooltip', { nullable: true }),
    favicon: t.exposeString('favicon', { nullable: true }),
    hasDetails: t.exposeBoolean('hasDetails', { nullable: true }),
    detailsPath: t.string({ nullable: true, resolve: (s) => s.detailsPath }),
    deploymentDetailsPath: t.string({ nullable: true, resolve: () => null }),
    action: t.field({ type: StatusActionRef, nullable: true, resolve: (s) => s.action }),
  }),
});

export const JobConnection = builder.connectionObject(
  { type: JobRef, name: 'CiJobConnection', description: 'The connection type for CiJob.' },
  { name: 'CiJobEdge', description: 'An edge in a connection.' },
);

export const PipelineConnection = builder.connectionObject(
  { type: PipelineRef, name: 'PipelineConnection', description: 'The connection type for Pipeline.' },
  { name: 'PipelineEdge', description: 'An edge in a connection.' },
);

export const StageConnection = builder.connectionObject(
  { type: StageRef, name: 'CiStageConnection', description: 'The connection type for CiStage.' },
  { name: 'CiStageEdge', description: 'An edge in a connection.' },
);

export const GroupConnection = builder.connectionObject(
  { type: GroupRef, name: 'CiGroupConnection', description: 'The connection type for CiGroup.' },
  { name: 'CiGroupEdge', description: 'An edge in a connection.' },
);

export const VariableInput = builder.inputType('CiVariableInput', {
  description: 'Attributes for defining a CI/CD variable.',
  fields: (t) => ({ key: t.string({ required: true }), value: t.string({ required: true }) }),
});
