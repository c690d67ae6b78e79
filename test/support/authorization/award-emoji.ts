import type { Case } from './matrix.ts';
import { newSnippet, setup, tokenOf, type Place } from './world.ts';

/** Root's award on the place's shared snippet, made once per world, for the rows that read or refuse. */
const made = new WeakMap<Place, Promise<number>>();

export function awardOf(c: Case): Promise<number> {
  let award = made.get(c.place);
  if (!award) {
    award = newAward(c, c.place.snippetId, null);
    made.set(c.place, award);
  }
  return award;
}

/** A snippet and an award for a case that may delete it: the caller's own on a fresh snippet when allowed. */
export async function awardToDelete(c: Case): Promise<{ snippetId: number; awardId: number }> {
  if (!c.allowed) return { snippetId: c.place.snippetId, awardId: await awardOf(c) };
  const snippetId = await newSnippet(c.world, c.place);
  return { snippetId, awardId: await newAward(c, snippetId, tokenOf(c.world, c.actor)) };
}

/** A snippet for a case that may award it: a fresh one when allowed (each caller awards once). */
export function snippetToAward(c: Case): Promise<number> {
  return c.allowed ? newSnippet(c.world, c.place) : Promise.resolve(c.place.snippetId);
}

async function newAward(c: Case, snippetId: number, token: string | null): Promise<number> {
  const response = await setup(
    c.world.t,
    'POST',
    `/projects/${c.place.project.id}/snippets/${snippetId}/award_emoji`,
    {
      body: { name: 'thumbsup' },
      ...(token ? { token } : {}),
    },
  );
  return response.body.id as number;
}
