import type { GraphQLContext, InputFieldBuilder } from '../../graphql/builder.ts';
import type { MemberSourceType } from './member.entity.ts';
import type { MemberSource } from './members.policy.ts';

/**
 * The two kinds of member source as mutations name them: groups' and projects' mutations are the
 * same but for their prefix and the global ID field that names the source.
 */
export const MEMBER_SOURCE_KINDS = [
  { kind: 'group', type: 'Namespace', idField: 'groupId', idType: 'GroupID' },
  { kind: 'project', type: 'Project', idField: 'projectId', idType: 'ProjectID' },
] as const satisfies readonly {
  kind: string;
  type: MemberSourceType;
  idField: string;
  idType: string;
}[];

export type MemberSourceKind = (typeof MEMBER_SOURCE_KINDS)[number];

/** The input field naming the group or project (`groupId` or `projectId`). */
export function sourceIdField(t: InputFieldBuilder, { kind, idField, idType }: MemberSourceKind) {
  return {
    [idField]: t.field({ type: idType, required: true, description: `Global ID of the ${kind}.` }),
  };
}

/** The id a mutation's input names its source by. */
export function sourceIdOf(input: object, { idField }: MemberSourceKind): number {
  return (input as Record<string, number>)[idField]!;
}

/** The group or project of a member mutation or subscription; old paths of renamed projects followed. */
export function findMemberSource(
  ctx: GraphQLContext,
  type: MemberSourceType,
  id: number,
): Promise<MemberSource> {
  return ctx.services.members.source(ctx.actor, type, id, { redirects: 'follow' });
}
