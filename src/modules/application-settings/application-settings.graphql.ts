import { builder } from '../../graphql/builder.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import { DomainError, invalid, type FieldErrors } from '../../core/errors.ts';
import { VisibilityLevelsEnum } from '../snippets/snippets.graphql.ts';
import {
  SETTING_NAMES,
  settingOf,
  type ApplicationSettingName,
  type ApplicationSettingsRecord,
} from './application-settings.catalogue.ts';
import type { ApplicationSettingsInput } from './application-settings.service.ts';
import type { GraphQLShape } from './catalogue/setting.ts';

/**
 * GitLab's `ciApplicationSettings`, and what its GraphQL API lacks: the whole record as
 * `applicationSettings` and `applicationSettingsUpdate`, for administrators. Fields are the REST
 * names in camelCase, derived from the catalogue; secrets are write-only (inputs, never fields).
 */

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const describe = (name: ApplicationSettingName) => `Application setting \`${name}\` of the REST API.`;

/** Every settings enum is handled as this one is: a GraphQL enum of words. */
type AnyEnum = typeof VisibilityLevelsEnum;

/** Enums by GraphQL name, made once whichever settings share them (values as GitLab: upper case). */
const enums = new Map<string, AnyEnum>([['VisibilityLevelsEnum', VisibilityLevelsEnum]]);
function enumOf(shape: Extract<GraphQLShape, { kind: 'enum' }>): AnyEnum {
  let ref = enums.get(shape.name);
  if (!ref) {
    ref = builder.enumType(shape.name, {
      values: Object.fromEntries(shape.values.map((value) => [value.toUpperCase(), { value }])),
    }) as AnyEnum;
    enums.set(shape.name, ref);
  }
  return ref;
}

/** The type name Pothos takes for a shape (enums by reference). */
function typeOf(shape: GraphQLShape) {
  if (shape.kind === 'scalar') return shape.name;
  if (shape.kind === 'list') return [shape.of] as const;
  return enumOf(shape);
}

const readable = SETTING_NAMES.filter((name) => !settingOf(name).secret);

export const ApplicationSettingsRef = builder
  .objectRef<ApplicationSettingsRecord>('ApplicationSettings')
  .implement({
    description:
      'The instance settings, as `GET /application/settings` shows them (administrators only). Railyard: GitLab has no such type.',
    fields: (t) => ({
      createdAt: t.field({ type: 'Time', resolve: (r) => r.createdAt }),
      updatedAt: t.field({ type: 'Time', resolve: (r) => r.updatedAt }),
      ...Object.fromEntries(
        readable.map((name) => {
          const setting = settingOf(name);
          return [
            camel(name),
            t.field({
              type: typeOf(setting.graphql) as 'JSON',
              nullable: setting.nullable,
              description: describe(name),
              resolve: (r) => r.values[name],
            }),
          ];
        }),
      ),
    }),
  });

builder.queryField('applicationSettings', (t) =>
  t.field({
    type: ApplicationSettingsRef,
    nullable: true,
    description: 'The application settings of the instance; null for everyone but administrators.',
    resolve: (_, __, ctx) => nullUnlessAllowed(() => ctx.services.applicationSettings.get(ctx.actor)),
  }),
);

const CiApplicationSettingsRef = builder
  .objectRef<{ keepLatestArtifact: boolean }>('CiApplicationSettings')
  .implement({
    fields: (t) => ({
      keepLatestArtifact: t.exposeBoolean('keepLatestArtifact', {
        nullable: true,
        description: 'Whether to keep the latest jobs artifacts.',
      }),
    }),
  });

builder.queryField('ciApplicationSettings', (t) =>
  t.field({
    type: CiApplicationSettingsRef,
    nullable: true,
    description: 'CI related settings that apply to the entire instance.',
    resolve: async (_, __, ctx) => {
      const record = await nullUnlessAllowed(() => ctx.services.applicationSettings.get(ctx.actor));
      return record && { keepLatestArtifact: record.values.keep_latest_artifact };
    },
  }),
);

builder.relayMutationField(
  'applicationSettingsUpdate',
  {
    description:
      'Input of `applicationSettingsUpdate`: the settings to change, by their camelCase REST names.',
    inputFields: (t) =>
      Object.fromEntries(
        SETTING_NAMES.map((name) => {
          const setting = settingOf(name);
          const field = t.field({
            type: typeOf(setting.graphql) as 'JSON',
            required: false,
            description: describe(name),
          });
          return [camel(name), field];
        }),
      ),
  },
  {
    description: 'Changes application settings (administrators only), as `PUT /application/settings`.',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          applicationSettings: await ctx.services.applicationSettings.update(
            ctx.actor,
            changesFrom(input as Record<string, unknown>),
          ),
        }),
        { applicationSettings: null },
      ),
  },
  {
    outputFields: (t) => ({
      applicationSettings: t.field({
        type: ApplicationSettingsRef,
        nullable: true,
        resolve: (payload) => payload.applicationSettings ?? null,
      }),
      errors: mutationErrorsField(t),
    }),
  },
);

/**
 * The input as the service takes it: REST names, each value read by the setting's parameter schema
 * (partial hashes, lists). A null clears settings that may be unset and is ignored by the others.
 */
function changesFrom(input: Record<string, unknown>): ApplicationSettingsInput {
  const changes: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const name of SETTING_NAMES) {
    const value = input[camel(name)];
    const setting = settingOf(name);
    if (value === undefined || (value === null && !setting.nullable)) continue;
    const parsed = setting.param.safeParse(value);
    if (parsed.success) changes[name] = parsed.data;
    else errors[name] = ['is invalid'];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return changes;
}

/** Administrators' fields resolve to null for everyone else, anonymous callers included. */
async function nullUnlessAllowed<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError && ['forbidden', 'not_found', 'unauthorized'].includes(error.kind))
      return null;
    throw error;
  }
}
