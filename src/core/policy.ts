import { requireUser, type Actor } from './actor.ts';
import { forbidden, notFound } from './errors.ts';
import { PERMISSIONS, type Permission, type TableAbilities } from './permission-table.ts';

/**
 * Every ability, mapped to the subject it is asked about, as the permission table
 * (permission-table.ts) defines them, so that `can(actor, 'read_project', subject)` is checked at
 * compile time. Abilities are added to the table, never elsewhere.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Abilities extends TableAbilities {}

export type Ability = keyof Abilities;

/** The abilities asked about a subject of type `S` (`AbilityOn<ProjectSubject>`: the project abilities). */
export type AbilityOn<S> = { [A in Ability]: S extends Abilities[A] ? A : never }[Ability];

export function can<A extends Ability>(actor: Actor, ability: A, subject: Abilities[A]): boolean {
  const permission = PERMISSIONS[ability] as Permission<Abilities[A]> | undefined;
  if (!permission) throw new Error(`No permission defines ability ${ability}`);
  return permission.rule(actor, subject);
}

/** Throws Forbidden unless allowed. */
export function authorize<A extends Ability>(
  actor: Actor,
  ability: A,
  subject: Abilities[A],
  reason?: string,
): void {
  if (!can(actor, ability, subject)) throw forbidden(reason);
}

/**
 * Throws NotFound unless allowed: what a caller may not see, they are not told exists.
 * `resource` names it in the message ('Project' gives "404 Project Not Found").
 */
export function authorizeVisible<A extends Ability>(
  actor: Actor,
  ability: A,
  subject: Abilities[A],
  resource: string,
): void {
  if (!can(actor, ability, subject)) throw notFound(resource);
}

/** As `authorize`, for signed-in callers only: anonymous callers get Unauthorized (401) first. */
export function authorizeUser<A extends Ability>(actor: Actor, ability: A, subject: Abilities[A]): void {
  requireUser(actor);
  authorize(actor, ability, subject);
}
