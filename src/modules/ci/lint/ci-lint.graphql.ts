import { builder, type SchemaTypes } from '../../../graphql/builder.ts';
import { connectionFromArray, maxPageSize } from '../../../graphql/connections.ts';
import { mutationPayload, mutationErrorsField } from '../../../graphql/errors.ts';
import { configGroups, configStages, type LintGroup, type LintJob, type LintStage } from './lint-shape.ts';
import type { LintResult } from './lint-result.ts';

/**
 * Page sizes of the nested connections of a linted configuration: small enough that GitLab's
 * pipeline editor query, which asks for all of them without `first`, stays within the node limit.
 * Larger configurations page on; the `ciLint` mutation returns them whole, as lists.
 */
const LINT_PAGES = { stages: 10, groups: 25, jobs: 5, needs: 5 } as const;

type Include = LintResult['includes'][number];

const StatusEnum = builder.enumType('CiConfigStatus', {
  description: 'Values for YAML processor result.',
  values: { VALID: { value: 'valid' }, INVALID: { value: 'invalid' } } as const,
});

const INCLUDE_TYPES = ['remote', 'local', 'file', 'template', 'component'];

const IncludeTypeEnum = builder.enumType('CiConfigIncludeType', {
  description: 'Include type.',
  values: Object.fromEntries(INCLUDE_TYPES.map((v) => [v, { value: v }])),
});

const IncludeRef = builder.objectRef<Include>('CiConfigInclude').implement({
  fields: (t) => ({
    location: t.string({ nullable: true, resolve: (i) => i.location }),
    type: t.field({
      type: IncludeTypeEnum,
      nullable: true,
      resolve: (i) => (INCLUDE_TYPES.includes(i.type) ? i.type : null),
    }),
    contextProject: t.string({ nullable: true, resolve: (i) => i.contextProject ?? null }),
    contextSha: t.string({ nullable: true, resolve: () => null }),
    blob: t.string({
      nullable: true,
      description: 'File blob location (not recorded here: null).',
      resolve: () => null,
    }),
    raw: t.string({
      nullable: true,
      description: 'File raw location (not recorded here: null).',
      resolve: () => null,
    }),
    extra: t.field({ type: 'JSON', nullable: true, resolve: () => null }),
  }),
});

const NeedRef = builder.objectRef<{ name: string }>('CiConfigNeed').implement({
  fields: (t) => ({ name: t.exposeString('name', { nullable: true, description: 'Name of the need.' }) }),
});

const NeedConnection = builder.connectionObject(
  { type: NeedRef, name: 'CiConfigNeedConnection', description: 'The connection type for CiConfigNeed.' },
  { name: 'CiConfigNeedEdge', description: 'An edge in a connection.' },
);

const RestrictionRef = builder.objectRef<{ refs?: string[] }>('CiConfigJobRestriction').implement({
  fields: (t) => ({ refs: t.stringList({ nullable: true, resolve: (r) => r.refs ?? null }) }),
});

/** The fields both job types of the lint answers share (all but `needs`). */
function commonJobFields(t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, LintJob>) {
  return {
    name: t.string({ nullable: true, resolve: (j) => j.job.definition.name }),
    groupName: t.string({ nullable: true, resolve: (j) => j.groupName }),
    stage: t.string({ nullable: true, resolve: (j) => j.job.definition.stage }),
    script: t.stringList({ nullable: true, resolve: (j) => j.job.definition.script ?? null }),
    beforeScript: t.stringList({ nullable: true, resolve: (j) => j.job.definition.beforeScript ?? null }),
    afterScript: t.stringList({ nullable: true, resolve: (j) => j.job.definition.afterScript ?? null }),
    environment: t.string({ nullable: true, resolve: (j) => j.job.definition.environment?.name ?? null }),
    tags: t.stringList({ nullable: true, resolve: (j) => j.job.definition.tags }),
    when: t.string({ nullable: true, resolve: (j) => j.job.when }),
    allowFailure: t.boolean({ nullable: true, resolve: (j) => j.job.allowFailure }),
    only: t.field({ type: RestrictionRef, nullable: true, resolve: (j) => j.job.definition.only ?? null }),
    except: t.field({
      type: RestrictionRef,
      nullable: true,
      resolve: (j) => j.job.definition.except ?? null,
    }),
  };
}

const JobV2Ref = builder.objectRef<LintJob>('CiConfigJobV2').implement({
  fields: (t) => ({
    ...commonJobFields(t),
    needs: t.field({ type: [NeedRef], nullable: true, resolve: (j) => j.needs }),
  }),
});

const GroupV2Ref = builder.objectRef<LintGroup>('CiConfigGroupV2').implement({
  fields: (t) => ({
    name: t.exposeString('name', { nullable: true }),
    size: t.int({ nullable: true, resolve: (g) => g.jobs.length }),
    jobs: t.field({ type: [JobV2Ref], nullable: true, resolve: (g) => g.jobs }),
  }),
});

const StageV2Ref = builder.objectRef<LintStage>('CiConfigStageV2').implement({
  fields: (t) => ({
    name: t.exposeString('name', { nullable: true }),
    groups: t.field({ type: [GroupV2Ref], nullable: true, resolve: (s) => configGroups(s.jobs) }),
  }),
});

const JobRef = builder.objectRef<LintJob>('CiConfigJob').implement({
  fields: (t) => ({
    ...commonJobFields(t),
    needs: t.connection(
      {
        type: NeedRef,
        nullable: true,
        description: 'Builds that must complete before the jobs run.',
        ...maxPageSize(LINT_PAGES.needs),
        resolve: (j, args) => connectionFromArray(j.needs, args, LINT_PAGES.needs),
      },
      NeedConnection,
    ),
    previousStageJobsOrNeeds: t.connection(
      {
        type: NeedRef,
        nullable: true,
        description:
          'Builds that must complete before the job runs: its needs, or else the jobs of the stage before.',
        ...maxPageSize(LINT_PAGES.needs),
        resolve: (j, args) => connectionFromArray(j.previousStageJobsOrNeeds, args, LINT_PAGES.needs),
      },
      NeedConnection,
    ),
  }),
});

const GroupRef = builder.objectRef<LintGroup>('CiConfigGroup').implement({
  fields: (t) => ({
    name: t.exposeString('name', { nullable: true }),
    size: t.int({ nullable: true, resolve: (g) => g.jobs.length }),
    jobs: t.connection(
      {
        type: JobRef,
        nullable: true,
        ...maxPageSize(LINT_PAGES.jobs),
        resolve: (g, args) => connectionFromArray(g.jobs, args, LINT_PAGES.jobs),
      },
      { name: 'CiConfigJobConnection' },
      { name: 'CiConfigJobEdge' },
    ),
  }),
});

const StageRef = builder.objectRef<LintStage>('CiConfigStage').implement({
  fields: (t) => ({
    name: t.exposeString('name', { nullable: true }),
    groups: t.connection(
      {
        type: GroupRef,
        nullable: true,
        ...maxPageSize(LINT_PAGES.groups),
        resolve: (s, args) => connectionFromArray(configGroups(s.jobs), args, LINT_PAGES.groups),
      },
      { name: 'CiConfigGroupConnection' },
      { name: 'CiConfigGroupEdge' },
    ),
    jobs: t.field({
      type: [JobRef],
      nullable: false,
      deprecationReason: 'Use `groups`.',
      resolve: (s) => s.jobs,
    }),
  }),
});

const commonConfigFields = {
  errors: (r: LintResult) => r.errors,
  warnings: (r: LintResult) => r.warnings,
  mergedYaml: (r: LintResult) => r.mergedYaml,
  includes: (r: LintResult) => r.includes,
};

const CiConfigRef = builder.objectRef<LintResult>('CiConfig').implement({
  description: 'The result of linting a CI configuration.',
  fields: (t) => ({
    status: t.field({ type: StatusEnum, nullable: true, resolve: (r) => (r.valid ? 'valid' : 'invalid') }),
    errors: t.stringList({ nullable: true, resolve: commonConfigFields.errors }),
    warnings: t.stringList({ nullable: true, resolve: commonConfigFields.warnings }),
    mergedYaml: t.string({ nullable: true, resolve: commonConfigFields.mergedYaml }),
    includes: t.field({ type: [IncludeRef], nullable: true, resolve: commonConfigFields.includes }),
    stages: t.connection(
      {
        type: StageRef,
        nullable: true,
        ...maxPageSize(LINT_PAGES.stages),
        resolve: (r, args) => connectionFromArray(configStages(r), args, LINT_PAGES.stages),
      },
      { name: 'CiConfigStageConnection' },
      { name: 'CiConfigStageEdge' },
    ),
  }),
});

const CiConfigV2Ref = builder.objectRef<LintResult>('CiConfigV2').implement({
  fields: (t) => ({
    status: t.field({ type: StatusEnum, nullable: true, resolve: (r) => (r.valid ? 'valid' : 'invalid') }),
    errors: t.stringList({ nullable: true, resolve: commonConfigFields.errors }),
    warnings: t.stringList({ nullable: true, resolve: commonConfigFields.warnings }),
    mergedYaml: t.string({ nullable: true, resolve: commonConfigFields.mergedYaml }),
    includes: t.field({ type: [IncludeRef], nullable: true, resolve: commonConfigFields.includes }),
    stages: t.field({ type: [StageV2Ref], nullable: true, resolve: (r) => configStages(r) }),
  }),
});

builder.queryField('ciConfig', (t) =>
  t.field({
    type: CiConfigRef,
    nullable: true,
    description: 'Lints a CI configuration for a project, optionally simulating a pipeline for a ref.',
    args: {
      projectPath: t.arg.id({ required: true, description: 'Project of the CI config.' }),
      content: t.arg.string({ required: true, description: 'Contents of `.gitlab-ci.yml`.' }),
      dryRun: t.arg.boolean({
        defaultValue: false,
        description: 'Run pipeline creation simulation, or only do static check.',
      }),
      sha: t.arg.string({ description: 'Sha for the pipeline (includes are read at it).' }),
      skipVerifyProjectSha: t.arg.boolean({
        description: 'Accepted for compatibility: the sha is always resolved in the project.',
      }),
      ref: t.arg.string({ description: 'Ref to simulate the pipeline for.' }),
    },
    resolve: (_, args, ctx) =>
      ctx.services.ciLint.lintContent(ctx.actor, String(args.projectPath), args.content, {
        dryRun: args.dryRun ?? false,
        includeJobs: true,
        dryRunRef: args.ref ?? args.sha ?? undefined,
      }),
  }),
);

builder.relayMutationField(
  'ciLint',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true, description: 'Project of the CI config.' }),
      content: t.string({ required: true, description: 'Contents of `.gitlab-ci.yml`.' }),
      ref: t.string({ description: 'Ref to use when linting. Default is the project default branch.' }),
      dryRun: t.boolean({ description: 'Run pipeline creation simulation, or only do static check.' }),
    }),
  },
  {
    description: 'Lints a CI configuration, as the `ciConfig` query does.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          config: await ctx.services.ciLint.lintContent(ctx.actor, String(input.projectPath), input.content, {
            dryRun: input.dryRun ?? false,
            includeJobs: true,
            dryRunRef: input.ref ?? undefined,
          }),
        }),
        { config: null },
      ),
  },
  {
    outputFields: (t) => ({
      config: t.field({ type: CiConfigV2Ref, nullable: true, resolve: (p) => p.config }),
      errors: mutationErrorsField(t),
    }),
  },
);
