import { AccessLevel, accessLevelName } from '../../core/access.ts';
import { builder } from '../../graphql/builder.ts';

/** GitLab's AccessLevelEnum: the member levels and the administrator's. */
const LEVEL_NAMES = { ...AccessLevel, ADMIN: 60 } as const;

type LevelName = keyof typeof LEVEL_NAMES;
const LEVEL_BY_NUMBER = new Map(
  Object.entries(LEVEL_NAMES).map(([name, level]) => [level as number, name as LevelName]),
);

export const AccessLevelEnum = builder.enumType('AccessLevelEnum', {
  description: 'Access level to a resource.',
  values: Object.keys(LEVEL_NAMES) as LevelName[],
});

/** The integer level of an `AccessLevelEnum` value. */
export function accessLevelValue(name: LevelName): number {
  return LEVEL_NAMES[name];
}

const MEMBER_LEVEL_NAMES = [
  'MINIMAL_ACCESS',
  'GUEST',
  'PLANNER',
  'REPORTER',
  'DEVELOPER',
  'MAINTAINER',
  'OWNER',
] as const;
export type MemberAccessLevelName = (typeof MEMBER_LEVEL_NAMES)[number];

/** Levels a member can be given (GitLab's MemberAccessLevel; minimal access on groups only). */
export const MemberAccessLevelEnum = builder.enumType('MemberAccessLevel', {
  description: 'Access level of a group or project member.',
  values: MEMBER_LEVEL_NAMES,
});

/** The integer level of a `MemberAccessLevel` value. */
export function memberAccessLevel(name: MemberAccessLevelName): number {
  return LEVEL_NAMES[name];
}

export const AccessLevelRef = builder.objectRef<number>('AccessLevel').implement({
  description:
    'Represents the access level of a relationship between a User and object that it is related to.',
  fields: (t) => ({
    integerValue: t.int({
      nullable: true,
      description: 'Integer representation of access level.',
      resolve: (l) => l,
    }),
    stringValue: t.field({
      type: AccessLevelEnum,
      nullable: true,
      description: 'String representation of access level.',
      resolve: (l) => LEVEL_BY_NUMBER.get(l) ?? null,
    }),
    humanAccess: t.string({
      nullable: true,
      description: 'Human-readable display name.',
      resolve: accessLevelName,
    }),
  }),
});
