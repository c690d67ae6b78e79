import { builder } from '../../../graphql/builder.ts';
import type { LintResult } from './lint-result.ts';

type LintJob = NonNullable<LintResult['jobs']>[number];

const CiConfigJobRef = builder.objectRef<LintJob>('CiConfigJob').implement({
  fields: (t) => ({
    name: t.string({ nullable: false, resolve: (j) => j.definition.name }),
    stage: t.string({ nullable: false, resolve: (j) => j.definition.stage }),
    script: t.stringList({ nullable: false, resolve: (j) => j.definition.script ?? [] }),
    tags: t.stringList({ nullable: false, resolve: (j) => j.definition.tags }),
    when: t.string({ nullable: false, resolve: (j) => j.when }),
    allowFailure: t.boolean({ nullable: false, resolve: (j) => j.allowFailure }),
    needs: t.stringList({ nullable: false, resolve: (j) => (j.definition.needs ?? []).map((n) => n.job) }),
  }),
});

const CiConfigStageRef = builder.objectRef<{ name: string; jobs: LintJob[] }>('CiConfigStage').implement({
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false }),
    jobs: t.field({ type: [CiConfigJobRef], nullable: false, resolve: (s) => s.jobs }),
  }),
});

const CiConfigRef = builder.objectRef<LintResult>('CiConfig').implement({
  description: 'The result of linting a CI configuration.',
  fields: (t) => ({
    status: t.string({
      nullable: false,
      description: 'VALID or INVALID.',
      resolve: (r) => (r.valid ? 'VALID' : 'INVALID'),
    }),
    errors: t.stringList({ nullable: false, resolve: (r) => r.errors }),
    warnings: t.stringList({ nullable: false, resolve: (r) => r.warnings }),
    mergedYaml: t.string({ nullable: true, resolve: (r) => r.mergedYaml }),
    stages: t.field({
      type: [CiConfigStageRef],
      nullable: false,
      resolve: (r) => {
        const stages = new Map<string, LintJob[]>();
        for (const job of r.jobs ?? [])
          stages.set(job.definition.stage, [...(stages.get(job.definition.stage) ?? []), job]);
        return [...stages].map(([name, jobs]) => ({ name, jobs }));
      },
    }),
  }),
});

builder.queryField('ciConfig', (t) =>
  t.field({
    type: CiConfigRef,
    nullable: true,
    description: 'Lints a CI configuration for a project, optionally simulating a pipeline for a ref.',
    args: {
      projectPath: t.arg.id({ required: true }),
      content: t.arg.string({ required: true }),
      dryRun: t.arg.boolean({ defaultValue: false }),
      ref: t.arg.string(),
    },
    resolve: (_, args, ctx) =>
      ctx.services.ciLint.lintContent(ctx.actor, String(args.projectPath), args.content, {
        dryRun: args.dryRun ?? false,
        includeJobs: true,
        dryRunRef: args.ref ?? undefined,
      }),
  }),
);
