import type { Actor } from './actor.ts';
import { forbidden, notFound } from './errors.ts';

/**
 * Every ability, mapped to the subject it is asked about. Module policies add their abilities by
 * augmenting this interface:
 *
 *   declare module '../../core/policy.ts' {
 *     interface Abilities { read_project: ProjectSubject }
 *   }
 *
 * so that `can(actor, 'read_project', subject)` is checked at compile time.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Abilities {}

export type Ability = keyof Abilities;
export type Rule<S> = (actor: Actor, subject: S) => boolean;

const rules = new Map<string, Rule<never>>();

/** Registers the rules of one module's policy. An ability may be defined once. */
export function definePolicy<A extends Ability>(policy: { [K in A]: Rule<Abilities[K]> }): void {
  for (const [ability, rule] of Object.entries<Rule<never>>(policy)) {
    if (rules.has(ability)) throw new Error(`Ability ${ability} is defined twice`);
    rules.set(ability, rule);
  }
}

export function can<A extends Ability>(actor: Actor, ability: A, subject: Abilities[A]): boolean {
  const rule = rules.get(ability) as Rule<Abilities[A]> | undefined;
  if (!rule) throw new Error(`No policy defines ability ${ability}`);
  return rule(actor, subject);
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
