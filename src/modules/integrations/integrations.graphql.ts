import { builder } from '../../graphql/builder.ts';
import { connectionFromArray } from '../../graphql/connections.ts';
import { mutationPayload, nullIfForbidden } from '../../graphql/errors.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import { INTEGRATION_KINDS, serviceTypeName } from './integration-kinds.ts';
import type { IntegrationView } from './integration-view.ts';

/**
 * Integrations in GitLab's GraphQL names: the `Service` interface (`BaseService`, `JiraService`),
 * the `ServiceType` enum and `Project.services`. GitLab has no mutations for them; Railyard adds
 * `integrationUpdate` and `integrationDisable`, the PUT and DELETE of the REST face. Secrets are
 * never readable: `properties` lists the plain parameters only.
 */

/** `SLACK_SERVICE` → `slack`: every kind, named as GitLab names its class. */
export const ServiceTypeEnum = builder.enumType('ServiceType', {
  description: 'The kinds of integration.',
  values: Object.fromEntries(
    INTEGRATION_KINDS.map((kind) => [
      serviceTypeName(kind),
      { value: kind.slug, description: `${kind.className}Service type` },
    ]),
  ),
});

const IntegrationPropertyRef = builder
  .objectRef<{ name: string; value: string | null }>('IntegrationProperty')
  .implement({
    description: "A plain (not secret) parameter of an integration and its value, as text. Railyard's.",
    fields: (t) => ({
      name: t.exposeString('name', { nullable: false, description: 'Name of the parameter.' }),
      value: t.exposeString('value', { nullable: true, description: 'Its value (null when unset).' }),
    }),
  });

export const ServiceInterface = builder.interfaceRef<IntegrationView>('Service').implement({
  description: 'A project integration.',
  resolveType: (view) => (view.kind.slug === 'jira' ? 'JiraService' : 'BaseService'),
  fields: (t) => ({
    type: t.string({
      nullable: true,
      description: 'Class name of the service.',
      resolve: (view) => `${view.kind.className}Service`,
    }),
    serviceType: t.field({
      type: ServiceTypeEnum,
      nullable: true,
      description: 'Type of the service.',
      resolve: (view) => view.kind.slug,
    }),
    active: t.boolean({
      nullable: true,
      description: 'Indicates if the service is active.',
      resolve: (view) => view.active,
    }),
    title: t.string({
      nullable: true,
      description: "Title of the integration. Railyard's.",
      resolve: (view) => view.kind.title,
    }),
    properties: t.field({
      type: [IntegrationPropertyRef],
      nullable: false,
      description: "The integration's plain parameters; secrets are never shown. Railyard's.",
      resolve: (view) =>
        Object.entries(view.properties).map(([name, value]) => ({
          name,
          value: value === null ? null : String(value),
        })),
    }),
  }),
});

builder.objectRef<IntegrationView>('BaseService').implement({
  description: 'A project integration.',
  interfaces: [ServiceInterface],
  isTypeOf: (view) => (view as IntegrationView).kind.slug !== 'jira',
  fields: () => ({}),
});

builder.objectRef<IntegrationView>('JiraService').implement({
  description: 'The Jira integration of a project.',
  interfaces: [ServiceInterface],
  isTypeOf: (view) => (view as IntegrationView).kind.slug === 'jira',
  fields: () => ({}),
});

builder.objectField(ProjectRef, 'services', (t) =>
  t.connection(
    {
      type: ServiceInterface,
      nullable: true,
      description: 'Project services (integrations); null for those who may not manage them.',
      args: {
        active: t.arg.boolean({ description: 'Indicates if the integration is active.' }),
        type: t.arg({ type: ServiceTypeEnum, description: 'Type of integration.' }),
      },
      resolve: async (s, args, ctx) => {
        const all = await nullIfForbidden(() => ctx.services.integrations.list(ctx.actor, s.project.id));
        if (!all) return null;
        const chosen = all.filter(
          (view) =>
            (args.active === null || args.active === undefined || view.active === args.active) &&
            (!args.type || view.kind.slug === args.type),
        );
        return connectionFromArray(chosen, args);
      },
    },
    { name: 'ServiceConnection', description: 'The connection type for Service.' },
    { name: 'ServiceEdge', description: 'An edge in a connection.' },
  ),
);

const IntegrationSettingInput = builder.inputType('IntegrationSettingInput', {
  description: 'A parameter of an integration, an event flag (`push_events`) or `comment_on_event_enabled`.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Name, as the REST API names it.' }),
    value: t.string({ description: 'Value as text (`true`/`false` for checkboxes); null unsets it.' }),
  }),
});

builder.relayMutationField(
  'integrationUpdate',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true, description: 'Full path of the project.' }),
      type: t.field({ type: ServiceTypeEnum, required: true, description: 'Type of integration.' }),
      settings: t.field({
        type: [IntegrationSettingInput],
        description: "The integration's parameters; required ones are needed unless already stored.",
      }),
    }),
  },
  {
    description: 'Sets up and activates a project integration (the REST PUT). Railyard addition.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          integration: await ctx.services.integrations.update(
            ctx.actor,
            String(input.projectPath),
            input.type,
            Object.fromEntries((input.settings ?? []).map((s) => [s.name, s.value ?? null])),
          ),
        }),
        { integration: null },
      ),
  },
  {
    outputFields: (t) => ({
      integration: t.field({ type: ServiceInterface, nullable: true, resolve: (p) => p.integration }),
      errors: t.stringList({ resolve: (p) => p.errors }),
    }),
  },
);

builder.relayMutationField(
  'integrationDisable',
  {
    inputFields: (t) => ({
      projectPath: t.id({ required: true, description: 'Full path of the project.' }),
      type: t.field({ type: ServiceTypeEnum, required: true, description: 'Type of integration.' }),
    }),
  },
  {
    description:
      'Disables a project integration and resets its settings (the REST DELETE). Railyard addition.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          integration: await ctx.services.integrations.disable(
            ctx.actor,
            String(input.projectPath),
            input.type,
          ),
        }),
        { integration: null },
      ),
  },
  {
    outputFields: (t) => ({
      integration: t.field({ type: ServiceInterface, nullable: true, resolve: (p) => p.integration }),
      errors: t.stringList({ resolve: (p) => p.errors }),
    }),
  },
);
