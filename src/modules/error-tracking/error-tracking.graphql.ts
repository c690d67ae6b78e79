import DataLoader from 'dataloader';
import { DomainError, notFound } from '../../core/errors.ts';
import type { DomainEvent } from '../../core/events.ts';
import { can } from '../../core/policy.ts';
import { builder, type GraphQLContext, type SchemaTypes } from '../../graphql/builder.ts';
import { connectionFromArray, connectionFromPage, pageRequestFromArgs } from '../../graphql/connections.ts';
import { mutationPayload, nullIfForbidden, mutationErrorsField } from '../../graphql/errors.ts';
import { registerGlobalIdClass } from '../../graphql/global-id.ts';
import { GuardedStream, PURE_EVENT_SOURCE } from '../../graphql/shared-subscriptions.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import type {
  ClientKeyView,
  ErrorFrequency,
  ErrorRow,
  ErrorTrackingSettingView,
} from './error-tracking-views.ts';
import { framesOf, firstException } from './sentry-event.ts';

registerGlobalIdClass('SentryError', 'Gitlab::ErrorTracking::Error');
registerGlobalIdClass('SentryDetailedError', 'Gitlab::ErrorTracking::DetailedError');
registerGlobalIdClass('ErrorTrackingClientKey', 'ErrorTracking::ClientKey');

const SentryErrorStatusEnum = builder.enumType('SentryErrorStatus', {
  description: 'State of a Sentry error.',
  values: {
    RESOLVED: { value: 'resolved', description: 'Error has been resolved.' },
    RESOLVED_IN_NEXT_RELEASE: {
      value: 'resolved_in_next_release',
      description: 'Error has been ignored until next release (never set by the integrated backend).',
    },
    UNRESOLVED: { value: 'unresolved', description: 'Error is unresolved.' },
    IGNORED: { value: 'ignored', description: 'Error has been ignored.' },
  } as const,
});

const SentryErrorFrequency = builder.simpleObject('SentryErrorFrequency', {
  fields: (t) => ({
    count: t.int({
      nullable: false,
      description: 'Count of errors received since the previously recorded time.',
    }),
    time: t.field({
      type: 'Time',
      nullable: false,
      description: 'Time the error frequency stats were recorded.',
    }),
  }),
});

const SentryErrorTags = builder.simpleObject('SentryErrorTags', {
  description: 'State of a Sentry error.',
  fields: (t) => ({
    level: t.string({ nullable: true, description: 'Severity level of the Sentry Error.' }),
    logger: t.string({ nullable: true, description: 'Logger of the Sentry Error.' }),
  }),
});

const sentryErrorFieldSet = {
  sentryId: (e: ErrorRow) => String(e.id),
  title: (e: ErrorRow) => e.name,
  message: (e: ErrorRow) => e.description,
  culprit: (e: ErrorRow) => e.actor,
  shortId: (e: ErrorRow) => `${e.project_path.toUpperCase()}-${e.id}`,
};

function externalUrl(ctx: GraphQLContext, e: ErrorRow): string {
  return ctx.services.urls.to(`api/v4/projects/${e.project_id}/error_tracking/errors/${e.id}`);
}

/** Per request: the last 24 hours of every error a page shows, in one statement. */
const frequencyLoaders = new WeakMap<object, DataLoader<number, ErrorFrequency[]>>();
function frequencyLoader(ctx: GraphQLContext): DataLoader<number, ErrorFrequency[]> {
  let loader = frequencyLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const found = await ctx.services.errorTrackingErrors.frequencies(ids);
      return ids.map((id) => found.get(id) ?? []);
    });
    frequencyLoaders.set(ctx, loader);
  }
  return loader;
}

/** The fields of GitLab's `SentryError`, which `SentryDetailedError` has too. */
function errorFields(t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, ErrorRow>, seenWhen: string) {
  return {
    sentryId: t.string({
      nullable: false,
      description: 'ID (Sentry ID) of the error.',
      resolve: sentryErrorFieldSet.sentryId,
    }),
    title: t.string({
      nullable: false,
      description: 'Title of the error.',
      resolve: sentryErrorFieldSet.title,
    }),
    type: t.string({ nullable: false, description: 'Type of the error.', resolve: () => 'error' }),
    userCount: t.int({
      nullable: false,
      description: 'Count of users affected by the error.',
      resolve: (e) => e.user_count,
    }),
    count: t.int({ nullable: false, description: 'Count of occurrences.', resolve: (e) => e.event_count }),
    firstSeen: t.field({
      type: 'Time',
      nullable: false,
      description: `${seenWhen} first seen.`,
      resolve: (e) => e.first_seen_at,
    }),
    lastSeen: t.field({
      type: 'Time',
      nullable: false,
      description: `${seenWhen} last seen.`,
      resolve: (e) => e.last_seen_at,
    }),
    message: t.string({
      nullable: true,
      description: 'Sentry metadata message of the error.',
      resolve: sentryErrorFieldSet.message,
    }),
    culprit: t.string({
      nullable: false,
      description: 'Culprit of the error.',
      resolve: sentryErrorFieldSet.culprit,
    }),
    externalUrl: t.string({
      nullable: false,
      description: 'External URL of the error.',
      resolve: (e, _, ctx) => externalUrl(ctx, e),
    }),
    sentryProjectId: t.id({
      nullable: false,
      description: 'ID of the project (Sentry project).',
      resolve: (e) => String(e.project_id),
    }),
    sentryProjectName: t.string({
      nullable: false,
      description: 'Name of the project affected by the error.',
      resolve: (e) => e.project_name,
    }),
    sentryProjectSlug: t.string({
      nullable: false,
      description: 'Slug of the project affected by the error.',
      resolve: (e) => e.project_path,
    }),
    shortId: t.string({
      nullable: false,
      description: 'Short ID (Sentry ID) of the error.',
      resolve: sentryErrorFieldSet.shortId,
    }),
    status: t.field({
      type: SentryErrorStatusEnum,
      nullable: false,
      description: 'Status of the error.',
      resolve: (e) => e.status,
    }),
    frequency: t.field({
      type: [SentryErrorFrequency],
      nullable: false,
      description: 'Last 24hr stats of the error: events per hour (UTC), oldest first.',
      resolve: (e, _, ctx) => frequencyLoader(ctx).load(e.id),
    }),
  };
}

const SentryErrorRef = builder.loadableNode('SentryError', {
  description: "A Sentry error: a project's events grouped by fingerprint.",
  id: { resolve: (e: ErrorRow) => e.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.errorTrackingErrors.loadMany(ctx.actor, ids),
  fields: (t) => errorFields(t, 'Time the error was'),
});

const SentryDetailedErrorRef = builder.loadableNode('SentryDetailedError', {
  description: 'A Sentry error, with what its events say.',
  id: { resolve: (e: ErrorRow) => e.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.errorTrackingErrors.loadMany(ctx.actor, ids),
  fields: (t) => ({
    ...errorFields(t, 'Timestamp when the error was'),
    externalBaseUrl: t.string({
      nullable: false,
      description: 'External Base URL of the Sentry Instance.',
      resolve: (_, __, ctx) => ctx.services.urls.base,
    }),
    firstReleaseLastCommit: t.string({
      nullable: true,
      description: 'Commit the error was first seen.',
      resolve: () => null,
    }),
    lastReleaseLastCommit: t.string({
      nullable: true,
      description: 'Commit the error was last seen.',
      resolve: () => null,
    }),
    firstReleaseShortVersion: t.string({
      nullable: true,
      description: 'Release version the error was first seen.',
      resolve: async (e, _, ctx) => (await ctx.services.errorTrackingErrors.releases(e.id)).first,
    }),
    lastReleaseShortVersion: t.string({
      nullable: true,
      description: 'Release version the error was last seen.',
      resolve: async (e, _, ctx) => (await ctx.services.errorTrackingErrors.releases(e.id)).last,
    }),
    firstReleaseVersion: t.string({
      nullable: true,
      description: 'Release version the error was first seen.',
      resolve: async (e, _, ctx) => (await ctx.services.errorTrackingErrors.releases(e.id)).first,
    }),
    lastReleaseVersion: t.string({
      nullable: true,
      description: 'Release version the error was last seen.',
      resolve: async (e, _, ctx) => (await ctx.services.errorTrackingErrors.releases(e.id)).last,
    }),
    gitlabCommit: t.string({
      nullable: true,
      description: 'GitLab commit SHA attributed to the error based on the release version.',
      resolve: () => null,
    }),
    gitlabCommitPath: t.string({
      nullable: true,
      description: 'Path to the GitLab page for the GitLab commit attributed to the error.',
      resolve: () => null,
    }),
    gitlabIssuePath: t.string({ nullable: true, description: 'URL of GitLab Issue.', resolve: () => null }),
    integrated: t.boolean({
      nullable: true,
      description: 'Error tracking backend: the integrated one.',
      resolve: () => true,
    }),
    tags: t.field({
      type: SentryErrorTags,
      nullable: false,
      description: 'Tags associated with the Sentry Error.',
      resolve: async (e, _, ctx) => {
        const latest = await ctx.services.errorTrackingErrors.latestEvent(e.project_id, e.id);
        const logger = latest?.payload.logger;
        return { level: latest?.level ?? null, logger: typeof logger === 'string' ? logger : null };
      },
    }),
  }),
});

const SentryErrorStackTraceContext = builder.simpleObject('SentryErrorStackTraceContext', {
  description: 'An object context for a Sentry error stack trace',
  fields: (t) => ({
    code: t.string({ nullable: false, description: 'Code number of the context.' }),
    line: t.int({ nullable: false, description: 'Line number of the context.' }),
  }),
});

const SentryErrorStackTraceEntry = builder.simpleObject('SentryErrorStackTraceEntry', {
  description: 'An object containing a stack trace entry for a Sentry error',
  fields: (t) => ({
    col: t.string({ nullable: true, description: 'Column of the frame.' }),
    fileName: t.string({ nullable: true, description: 'File in which the Sentry error occurred.' }),
    function: t.string({ nullable: true, description: 'Function in which the Sentry error occurred.' }),
    line: t.string({ nullable: true, description: 'Line in which the Sentry error occurred.' }),
    traceContext: t.field({
      type: [SentryErrorStackTraceContext],
      nullable: true,
      description: 'Context of the Sentry error.',
    }),
  }),
});

const SentryErrorStackTrace = builder.simpleObject('SentryErrorStackTrace', {
  description: 'An object containing a stack trace entry for a Sentry error',
  fields: (t) => ({
    dateReceived: t.string({ nullable: false, description: 'Time the stack trace was received by Sentry.' }),
    issueId: t.string({ nullable: false, description: 'ID of the Sentry error.' }),
    stackTraceEntries: t.field({
      type: [SentryErrorStackTraceEntry],
      nullable: false,
      description: 'Stack trace entries for the Sentry error.',
    }),
  }),
});

type Json = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v : null);

/** A frame's lines around it, numbered, as GitLab's trace context. */
function traceContext(frame: Json) {
  const line = typeof frame.lineno === 'number' ? frame.lineno : null;
  const context = typeof frame.context_line === 'string' ? frame.context_line : null;
  if (line === null || context === null) return null;
  const pre = Array.isArray(frame.pre_context) ? frame.pre_context.map(String) : [];
  const post = Array.isArray(frame.post_context) ? frame.post_context.map(String) : [];
  return [
    ...pre.map((code, i) => ({ line: line - pre.length + i, code })),
    { line, code: context },
    ...post.map((code, i) => ({ line: line + 1 + i, code })),
  ];
}

const SentryErrorCollection = builder.objectRef<ProjectSubject>('SentryErrorCollection').implement({
  description: 'An object containing a collection of Sentry errors, and a detailed error',
  fields: (t) => ({
    errors: t.connection(
      {
        type: SentryErrorRef,
        description: 'Collection of Sentry Errors.',
        args: {
          searchTerm: t.arg.string({ description: 'Search query for the Sentry error details.' }),
          sort: t.arg.string({
            description:
              'Attribute to sort on. Options are frequency, first_seen, last_seen. last_seen is default.',
          }),
        },
        resolve: async (s, args, ctx) => {
          const sort =
            args.sort === 'frequency'
              ? 'frequency_desc'
              : args.sort === 'first_seen'
                ? 'first_seen_desc'
                : 'last_seen_desc';
          return connectionFromPage(
            await ctx.services.errorTrackingErrors.listOf(
              s.project.id,
              { search: args.searchTerm ?? undefined, sort },
              pageRequestFromArgs(args),
            ),
          );
        },
      },
      { name: 'SentryErrorConnection' },
      { name: 'SentryErrorEdge' },
    ),
    detailedError: t.field({
      type: SentryDetailedErrorRef,
      nullable: true,
      description: 'Detailed version of a Sentry error on the project.',
      args: {
        id: t.arg({
          type: 'GitlabErrorTrackingDetailedErrorID',
          required: true,
          description: 'ID of the Sentry issue.',
        }),
      },
      resolve: (s, args, ctx) =>
        ctx.services.errorTrackingErrors.find(s.project.id, args.id).catch(() => null),
    }),
    errorStackTrace: t.field({
      type: SentryErrorStackTrace,
      nullable: true,
      description: 'Stack Trace of Sentry Error.',
      args: {
        id: t.arg({
          type: 'GitlabErrorTrackingDetailedErrorID',
          required: true,
          description: 'ID of the Sentry issue.',
        }),
      },
      resolve: async (s, args, ctx) => {
        const latest = await ctx.services.errorTrackingErrors.latestEvent(s.project.id, args.id);
        if (!latest) return null;
        return {
          dateReceived: latest.occurred_at.toISOString(),
          issueId: String(args.id),
          stackTraceEntries: framesOf(firstException(latest.payload)).map((frame) => ({
            col: text(frame.colno),
            fileName: text(frame.filename) ?? text(frame.abs_path),
            function: text(frame.function),
            line: text(frame.lineno),
            traceContext: traceContext(frame),
          })),
        };
      },
    }),
    externalUrl: t.string({
      nullable: true,
      description: 'External URL for Sentry.',
      resolve: (s, _, ctx) => ctx.services.urls.to(`api/v4/projects/${s.project.id}/error_tracking/errors`),
    }),
  }),
});

const ErrorTrackingClientKeyRef = builder.loadableNode('ErrorTrackingClientKey', {
  description: "A client key of a project's integrated error tracking: the public key of a Sentry DSN.",
  id: { resolve: (k: ClientKeyView) => k.id, parse: (id: string) => Number(id) },
  load: (ids: number[], ctx: GraphQLContext) => ctx.services.errorTrackingKeys.loadMany(ctx.actor, ids),
  fields: (t) => ({
    active: t.boolean({ nullable: false, resolve: (k) => k.active }),
    publicKey: t.string({ nullable: false, resolve: (k) => k.publicKey }),
    sentryDsn: t.string({
      nullable: false,
      description: 'The DSN Sentry SDKs are configured with.',
      resolve: (k) => k.sentryDsn,
    }),
  }),
});

const ErrorTrackingSettingRef = builder
  .objectRef<ErrorTrackingSettingView>('ErrorTrackingSetting')
  .implement({
    description: "A project's error tracking setting.",
    fields: (t) => ({
      active: t.boolean({ nullable: false, resolve: (s) => s.active }),
      integrated: t.boolean({ nullable: false, resolve: (s) => s.integrated }),
    }),
  });

builder.objectFields(ProjectRef, (t) => ({
  sentryErrors: t.field({
    type: SentryErrorCollection,
    nullable: true,
    description: 'Paginated collection of Sentry errors on the project.',
    resolve: (s, _, ctx) => (can(ctx.actor, 'read_sentry_issue', s) ? s : null),
  }),
  sentryDetailedError: t.field({
    type: SentryDetailedErrorRef,
    nullable: true,
    description: 'Detailed version of a Sentry error on the project.',
    args: {
      id: t.arg({
        type: 'GitlabErrorTrackingDetailedErrorID',
        required: true,
        description: 'ID of the Sentry issue.',
      }),
    },
    resolve: (s, args, ctx) =>
      can(ctx.actor, 'read_sentry_issue', s)
        ? ctx.services.errorTrackingErrors.find(s.project.id, args.id).catch(() => null)
        : null,
  }),
  errorTrackingClientKeys: t.connection(
    {
      type: ErrorTrackingClientKeyRef,
      nullable: true,
      description: 'Error tracking client keys of the project; null for those who may not manage them.',
      resolve: async (s, args, ctx) => {
        const keys = await nullIfForbidden(() => ctx.services.errorTrackingKeys.all(ctx.actor, s.project.id));
        return keys && connectionFromArray(keys, args);
      },
    },
    { name: 'ErrorTrackingClientKeyConnection' },
    { name: 'ErrorTrackingClientKeyEdge' },
  ),
  errorTrackingSetting: t.field({
    type: ErrorTrackingSettingRef,
    nullable: true,
    description:
      'The error tracking setting of the project; null when it has none or for those who may not manage it.',
    resolve: (s, _, ctx) =>
      ctx.services.errorTrackingKeys.setting(ctx.actor, s.project.id).catch((error: unknown) => {
        if (error instanceof DomainError) return null;
        throw error;
      }),
  }),
}));

builder.relayMutationField(
  'sentryErrorStatusUpdate',
  {
    inputFields: (t) => ({
      id: t.field({
        type: 'GitlabErrorTrackingDetailedErrorID',
        required: true,
        description: 'ID of the Sentry issue.',
      }),
      status: t.field({ type: SentryErrorStatusEnum, required: true, description: 'Status to set.' }),
    }),
  },
  {
    description: 'Resolves, ignores or reopens an error of the integrated error tracking.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const [found] = await ctx.services.errorTrackingErrors.loadMany(ctx.actor, [input.id]);
          if (!found) throw notFound('Error');
          return {
            error: await ctx.services.errorTrackingErrors.updateStatus(
              ctx.actor,
              found.project_id,
              input.id,
              input.status,
            ),
          };
        },
        { error: null },
      ),
  },
  {
    outputFields: (t) => ({
      error: t.field({ type: SentryDetailedErrorRef, nullable: true, resolve: (p) => p.error }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'errorTrackingClientKeyCreate',
  { inputFields: (t) => ({ projectPath: t.id({ required: true }) }) },
  {
    description: 'Creates an error tracking client key (a Sentry DSN) for a project.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          clientKey: await ctx.services.errorTrackingKeys.create(ctx.actor, String(input.projectPath)),
        }),
        { clientKey: null },
      ),
  },
  {
    outputFields: (t) => ({
      clientKey: t.field({ type: ErrorTrackingClientKeyRef, nullable: true, resolve: (p) => p.clientKey }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'errorTrackingClientKeyDelete',
  { inputFields: (t) => ({ id: t.field({ type: 'ErrorTrackingClientKeyID', required: true }) }) },
  {
    description: 'Deletes an error tracking client key: SDKs using it are refused from then on.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({ clientKey: await ctx.services.errorTrackingKeys.deleteById(ctx.actor, input.id) }),
        { clientKey: null },
      ),
  },
  {
    outputFields: (t) => ({
      clientKey: t.field({ type: ErrorTrackingClientKeyRef, nullable: true, resolve: (p) => p.clientKey }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'errorTrackingSettingUpdate',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true }),
      active: t.boolean({ required: true }),
      integrated: t.boolean({ required: false }),
    }),
  },
  {
    description: "Turns a project's integrated error tracking on or off (made when missing).",
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          setting: await ctx.services.errorTrackingKeys.updateSetting(
            ctx.actor,
            String(input.projectPath),
            { active: input.active, integrated: input.integrated ?? undefined },
            { create: true },
          ),
        }),
        { setting: null },
      ),
  },
  {
    outputFields: (t) => ({
      setting: t.field({ type: ErrorTrackingSettingRef, nullable: true, resolve: (p) => p.setting }),
      errors: mutationErrorsField(t),
    }),
  },
);

/** The project, when the actor may read its errors; null otherwise. */
async function errorReader(ctx: GraphQLContext, actor: GraphQLContext['actor'], projectPath: string) {
  const subject = await ctx.services.projects.find(actor, projectPath).catch((error: unknown) => {
    if (error instanceof DomainError) return null;
    throw error;
  });
  return subject !== null && can(actor, 'read_sentry_issue', subject) ? subject : null;
}

builder.subscriptionField('errorTrackingErrorIngested', (t) =>
  t.field({
    type: SentryErrorRef,
    nullable: true,
    extensions: PURE_EVENT_SOURCE,
    description:
      'Triggered when an event of a new error of the project is ingested: the error as it is then.',
    args: { projectPath: t.arg.id({ required: true, description: 'Full path of the project.' }) },
    subscribe: async (_, args, ctx) => {
      const subject = await errorReader(ctx, ctx.actor, String(args.projectPath));
      if (!subject) throw notFound('Project');
      const projectId = subject.project.id;
      const events = ctx.services.bus.subscribe(
        'error_tracking.error.ingested',
        (e) => e.payload.projectId === projectId,
      );
      return new GuardedStream(events, {
        scope: { type: 'project', id: projectId },
        ability: 'read_sentry_issue',
        decide: async (actor) => ({
          allowed: (await errorReader(ctx, actor, String(projectId))) !== null,
          viewerClass: 'reader',
        }),
      });
    },
    resolve: async (event: DomainEvent<'error_tracking.error.ingested'>, _, ctx) => {
      const [error] = await ctx.services.errorTrackingErrors.loadMany(ctx.actor, [event.payload.errorId]);
      return error ?? null;
    },
  }),
);
