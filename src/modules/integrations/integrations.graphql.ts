import { badRequest } from '../../core/errors.ts';
import { builder, type InputFieldBuilder } from '../../graphql/builder.ts';
import { connectionFromArray } from '../../graphql/connections.ts';
import { requestLoader } from '../../graphql/request-loader.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import type { Services } from '../../services.ts';
import type { Actor } from '../../core/actor.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { INTEGRATION_KINDS, serviceTypeName } from './integration-kinds.ts';
import type { DefaultsOwnerRef } from './integration-defaults.service.ts';
import type { IntegrationInput } from './integration-settings.ts';
import type { IntegrationView } from './integration-view.ts';

/**
 * Integrations in GitLab's GraphQL names: the `Service` interface (`BaseService`, `JiraService`),
 * the `ServiceType` enum and `Project.services`. GitLab has no mutations for them; Railyard adds
 * `integrationUpdate` and `integrationDisable`, the PUT and DELETE of the REST face, for a
 * project's integration or a group's or the instance's default (integration-defaults.graphql.ts
 * lists those). Secrets are never readable: `properties` lists the plain parameters only.
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
    inherited: t.boolean({
      nullable: false,
      description:
        "Whether the integration follows a group's or the instance's default (and holds a copy of its settings). Railyard's.",
      resolve: (view) => view.inherited,
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

export const ServiceConnection = builder.connectionObject(
  { type: ServiceInterface, name: 'ServiceConnection', description: 'The connection type for Service.' },
  { name: 'ServiceEdge', description: 'An edge in a connection.' },
);

/** The `active` and `type` filters of a list of services. */
export interface ServiceFilters {
  active?: boolean | null;
  type?: string | null;
}

/** The views the filters keep: null (not allowed to manage them) stays null. */
export function filterServices(
  all: IntegrationView[] | null,
  args: ServiceFilters,
): IntegrationView[] | null {
  if (!all) return null;
  return all.filter(
    (view) =>
      (args.active === null || args.active === undefined || view.active === args.active) &&
      (!args.type || view.kind.slug === args.type),
  );
}

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
        const all = await requestLoader(
          ctx,
          'Project.services',
          (subjects: readonly ProjectSubject[]) =>
            ctx.services.integrations.listOfProjects(ctx.actor, subjects),
          (subject) => subject.project.id,
        ).load(s);
        const chosen = filterServices(all, args);
        return chosen && connectionFromArray(chosen, args);
      },
    },
    ServiceConnection,
  ),
);

const IntegrationSettingInput = builder.inputType('IntegrationSettingInput', {
  description: 'A parameter of an integration, an event flag (`push_events`) or `comment_on_event_enabled`.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Name, as the REST API names it.' }),
    value: t.string({ description: 'Value as text (`true`/`false` for checkboxes); null unsets it.' }),
  }),
});

/** Whose integration a mutation names: exactly one of a project, a group, or the instance. */
interface OwnerInput {
  projectPath?: string | number | null;
  groupPath?: string | number | null;
  instance?: boolean | null;
}

const ownerFields = (t: InputFieldBuilder) => ({
  projectPath: t.id({ description: 'Full path of the project (Maintainer).' }),
  groupPath: t.id({ description: "Full path of the group, for the group's default (Owner). Railyard's." }),
  instance: t.boolean({ description: "True for the instance's default (administrators). Railyard's." }),
  type: t.field({ type: ServiceTypeEnum, required: true, description: 'Type of integration.' }),
});

/** A project's integration, or a group's or the instance's default. */
type MutationOwner = { kind: 'project'; idOrPath: string } | DefaultsOwnerRef;

function ownerOf(input: OwnerInput): MutationOwner {
  const named = [input.projectPath != null, input.groupPath != null, input.instance === true];
  if (named.filter(Boolean).length !== 1) {
    throw badRequest('Exactly one of projectPath, groupPath or instance: true is required');
  }
  if (input.projectPath != null) return { kind: 'project', idOrPath: String(input.projectPath) };
  if (input.groupPath != null) return { kind: 'group', idOrPath: String(input.groupPath) };
  return { kind: 'instance' };
}

function updateOf(
  services: Services,
  actor: Actor,
  input: OwnerInput,
  slug: string,
  settings: IntegrationInput,
) {
  const owner = ownerOf(input);
  return owner.kind === 'project'
    ? services.integrations.update(actor, owner.idOrPath, slug, settings)
    : services.integrationDefaults.update(actor, owner, slug, settings);
}

function disableOf(services: Services, actor: Actor, input: OwnerInput, slug: string) {
  const owner = ownerOf(input);
  return owner.kind === 'project'
    ? services.integrations.disable(actor, owner.idOrPath, slug)
    : services.integrationDefaults.disable(actor, owner, slug);
}

builder.relayMutationField(
  'integrationUpdate',
  {
    inputFields: (t) => ({
      ...ownerFields(t),
      settings: t.field({
        type: [IntegrationSettingInput],
        description: "The integration's parameters; required ones are needed unless already stored.",
      }),
      useInheritedSettings: t.boolean({
        description:
          "True to follow the nearest group or instance default, false to keep settings of the integration's own (REST's `use_inherited_settings`).",
      }),
    }),
  },
  {
    description:
      "Sets up and activates a project's integration (the REST PUT), or a group's or the instance's default, which propagates to whoever inherits it: exactly one of `projectPath`, `groupPath` or `instance: true`. Railyard addition.",
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          integration: await updateOf(ctx.services, ctx.actor, input, input.type, {
            ...Object.fromEntries((input.settings ?? []).map((s) => [s.name, s.value ?? null])),
            ...(input.useInheritedSettings != null
              ? { use_inherited_settings: input.useInheritedSettings }
              : {}),
          }),
        }),
        { integration: null },
      ),
  },
  {
    outputFields: (t) => ({
      integration: t.field({ type: ServiceInterface, nullable: true, resolve: (p) => p.integration }),
      errors: mutationErrorsField(t),
    }),
  },
);

builder.relayMutationField(
  'integrationDisable',
  {
    inputFields: (t) => ownerFields(t),
  },
  {
    description:
      "Disables a project's integration or a group's or the instance's default and resets its settings (the REST DELETE): exactly one of `projectPath`, `groupPath` or `instance: true`. Railyard addition.",
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({ integration: await disableOf(ctx.services, ctx.actor, input, input.type) }),
        { integration: null },
      ),
  },
  {
    outputFields: (t) => ({
      integration: t.field({ type: ServiceInterface, nullable: true, resolve: (p) => p.integration }),
      errors: mutationErrorsField(t),
    }),
  },
);
