import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { unique } from './fixtures.ts';

export interface CreatedGroup {
  id: number;
  name: string;
  path: string;
  full_path: string;
}

export interface CreatedProject {
  id: number;
  name: string;
  path_with_namespace: string;
}

/** Creates a group through the API (as root unless a token is given); its creator becomes its owner. */
export async function createGroup(
  t: TestApp,
  attributes: { visibility?: 'private' | 'internal' | 'public'; parent_id?: number; name?: string } = {},
  token?: string,
): Promise<CreatedGroup> {
  const path = unique('grp');
  const response = await t.post('/groups', {
    token,
    body: { name: attributes.name ?? `Group ${path}`, path, visibility: 'private', ...attributes },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as CreatedGroup;
}

/** Creates a project through the API, in a group (namespace_id) or in the caller's personal namespace. */
export async function createProject(
  t: TestApp,
  attributes: { namespace_id?: number; visibility?: 'private' | 'internal' | 'public'; name?: string } = {},
  token?: string,
): Promise<CreatedProject> {
  const path = unique('prj');
  const response = await t.post('/projects', {
    token,
    body: { name: attributes.name ?? `Project ${path}`, path, visibility: 'private', ...attributes },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as CreatedProject;
}

/** Adds a member through the API as root and checks it worked. */
export async function addMember(
  t: TestApp,
  kind: 'groups' | 'projects',
  id: number,
  userId: number,
  accessLevel: number,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const response = await t.post(`/${kind}/${id}/members`, {
    body: { user_id: userId, access_level: accessLevel, ...extra },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}
