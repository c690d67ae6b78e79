import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TokenScope } from '../../src/core/actor.ts';
import { User } from '../../src/modules/users/user.entity.ts';
import type { TestApp } from './app.ts';

export interface CreatedUser {
  id: number;
  username: string;
  email: string;
  name: string;
  /** A personal access token with the `api` scope (or the scopes asked for). */
  token: string;
}

let counter = 0;

/** A unique suffix for names and paths within a test file. */
export function unique(prefix = 'x'): string {
  counter += 1;
  return `${prefix}${counter}${randomBytes(2).toString('hex')}`;
}

/** Creates a user through the admin API and gives it a personal access token. */
export async function createUser(
  t: TestApp,
  attributes: Record<string, unknown> = {},
  scopes: TokenScope[] = ['api'],
): Promise<CreatedUser> {
  const username = (attributes['username'] as string | undefined) ?? unique('user');
  const response = await t.post('/users', {
    body: {
      username,
      name: `User ${username}`,
      email: `${username}@example.com`,
      password: 'password-123',
      ...attributes,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const token = await createToken(t, response.body.id, scopes);
  return {
    id: response.body.id,
    username: response.body.username,
    email: response.body.email,
    name: response.body.name,
    token,
  };
}

/** A personal access token for a user, issued through the token service (fixture set-up). */
export async function createToken(
  t: TestApp,
  userId: number,
  scopes: TokenScope[] = ['api'],
  options: { expiresAt?: string | null; impersonation?: boolean } = {},
): Promise<string> {
  const services = t.running.services;
  return t.run(async () => {
    const user = await t.running.orm.em.findOneOrFail(User, { id: userId });
    const { secret } = await services.personalAccessTokens.issue(user, {
      name: `token ${unique()}`,
      scopes,
      expiresAt: options.expiresAt ?? null,
      impersonation: options.impersonation ?? false,
    });
    return secret;
  });
}

/** `default_branch_protection_defaults` of full protection (GitLab's level 2): maintainers push and merge, nobody forces. */
export const FULL_BRANCH_PROTECTION = {
  allowed_to_push: [{ access_level: 40 }],
  allow_force_push: false,
  allowed_to_merge: [{ access_level: 40 }],
};
