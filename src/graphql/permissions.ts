import { can, type Abilities, type Ability } from '../core/policy.ts';
import type { SchemaTypes } from './builder.ts';

/** The abilities whose subject is an `S`. */
export type AbilityOn<S> = { [A in Ability]: S extends Abilities[A] ? A : never }[Ability];

/** `read_project` → `readProject`. */
const camelCase = (ability: string) => ability.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The fields of a GitLab `*Permissions` type: one boolean per ability, named after it in camel case,
 * saying whether the current user has it on the parent object.
 */
export function permissionFields<S>(
  t: PothosSchemaTypes.ObjectFieldBuilder<SchemaTypes, S>,
  abilities: readonly AbilityOn<S>[],
  options: { nullable: boolean; descriptions?: Partial<Record<AbilityOn<S>, string>> },
) {
  return Object.fromEntries(
    abilities.map((ability) => [
      camelCase(ability),
      t.boolean({
        nullable: options.nullable,
        description: options.descriptions?.[ability],
        resolve: (subject, _, ctx) => can(ctx.actor, ability, subject as Abilities[typeof ability]),
      }),
    ]),
  );
}
