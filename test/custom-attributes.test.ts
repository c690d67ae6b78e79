import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CustomAttributeDeleteDocument,
  CustomAttributesDocument,
  CustomAttributeSetDocument,
  UserProfileDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';

let t: TestApp;
let member: CreatedUser;
let subjects: { name: string; path: string; notFound: string }[];
let groupId: number;
let groupPath: string;
let projectId: number;

beforeAll(async () => {
  t = await startTestApp();
  member = await createUser(t);
  groupPath = unique('attrs');
  const group = await t.post('/groups', { body: { name: groupPath, path: groupPath, visibility: 'public' } });
  expect(group.status, JSON.stringify(group.body)).toBe(201);
  groupId = group.body.id;
  const project = await t.post('/projects', {
    body: { name: 'attrs project', path: unique('attrsp'), namespace_id: groupId, visibility: 'public' },
  });
  expect(project.status, JSON.stringify(project.body)).toBe(201);
  projectId = project.body.id;
  subjects = [
    { name: 'users', path: `/users/${member.id}`, notFound: '404 User Not Found' },
    { name: 'groups', path: `/groups/${groupId}`, notFound: '404 Group Not Found' },
    { name: 'projects', path: `/projects/${projectId}`, notFound: '404 Project Not Found' },
  ];
});
afterAll(async () => {
  await t.close();
});

describe('custom attributes on users, groups and projects', () => {
  it('sets, lists, reads, replaces and deletes attributes', async () => {
    for (const subject of subjects) {
      const set = await t.put(`${subject.path}/custom_attributes/color`, { body: { value: 'blue' } });
      expect(set.status, subject.name).toBe(200);
      expect(set.body).toEqual({ key: 'color', value: 'blue' });
      await t.put(`${subject.path}/custom_attributes/area`, { body: { value: 'north' } });
      const list = await t.get(`${subject.path}/custom_attributes`);
      expect(list.status).toBe(200);
      expect(list.body).toEqual([
        { key: 'area', value: 'north' },
        { key: 'color', value: 'blue' },
      ]);
      const replaced = await t.put(`${subject.path}/custom_attributes/color`, { body: { value: 'red' } });
      expect(replaced.body).toEqual({ key: 'color', value: 'red' });
      const one = await t.get(`${subject.path}/custom_attributes/color`);
      expect(one.body).toEqual({ key: 'color', value: 'red' });
      const removed = await t.delete(`${subject.path}/custom_attributes/color`);
      expect(removed.status).toBe(204);
      const gone = await t.get(`${subject.path}/custom_attributes/color`);
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({ message: '404 Not found' });
      expect((await t.delete(`${subject.path}/custom_attributes/color`)).status).toBe(404);
      await t.delete(`${subject.path}/custom_attributes/area`);
    }
  });

  it('finds groups and projects by path too', async () => {
    const byPath = await t.put(`/groups/${encodeURIComponent(groupPath)}/custom_attributes/k`, {
      body: { value: 'v' },
    });
    expect(byPath.status).toBe(200);
    expect((await t.get(`/groups/${groupId}/custom_attributes`)).body).toEqual([{ key: 'k', value: 'v' }]);
    await t.delete(`/groups/${groupId}/custom_attributes/k`);
  });

  it('is for administrators: 401 anonymous, 403 others, then 404 for missing subjects', async () => {
    for (const subject of subjects) {
      const anonymous = await t.get(`${subject.path}/custom_attributes`, { token: null });
      expect(anonymous.status, subject.name).toBe(401);
      const asMember = await t.put(`${subject.path}/custom_attributes/x`, {
        token: member.token,
        body: { value: 'y' },
      });
      expect(asMember.status, subject.name).toBe(403);
      expect(asMember.body).toEqual({ message: '403 Forbidden' });
      const missing = await t.get(`/${subject.name}/999999/custom_attributes`);
      expect(missing.status, subject.name).toBe(404);
      expect(missing.body).toEqual({ message: subject.notFound });
    }
    const noValue = await t.put(`/users/${member.id}/custom_attributes/x`, { body: {} });
    expect(noValue.status).toBe(400);
    expect(noValue.body).toEqual({ message: '400 Bad request - value is missing' });
  });

  it('filters and decorates the users list', async () => {
    const tagged = await createUser(t);
    const other = await createUser(t);
    await t.put(`/users/${tagged.id}/custom_attributes/team`, { body: { value: 'rocket' } });
    await t.put(`/users/${other.id}/custom_attributes/team`, { body: { value: 'garden' } });
    const filtered = await t.get('/users?custom_attributes[team]=rocket&with_custom_attributes=true');
    expect(filtered.status).toBe(200);
    expect(filtered.body).toHaveLength(1);
    expect(filtered.body[0]).toMatchObject({
      id: tagged.id,
      custom_attributes: [{ key: 'team', value: 'rocket' }],
    });
    const single = await t.get(`/users/${tagged.id}`, { query: { with_custom_attributes: true } });
    expect(single.body.custom_attributes).toEqual([{ key: 'team', value: 'rocket' }]);
    expect((await t.get(`/users/${tagged.id}`)).body).not.toHaveProperty('custom_attributes');
    // Non-administrators can neither filter by nor see custom attributes.
    const asUser = await t.get('/users?custom_attributes[team]=rocket&with_custom_attributes=true', {
      token: member.token,
    });
    expect(asUser.body.length).toBeGreaterThan(1);
    expect(asUser.body[0]).not.toHaveProperty('custom_attributes');
  });
});

describe('GraphQL custom attributes', () => {
  it('sets, reads and deletes attributes on any subject, for administrators only', async () => {
    const subjectIds = [
      `gid://gitlab/User/${member.id}`,
      `gid://gitlab/Group/${groupId}`,
      `gid://gitlab/Project/${projectId}`,
    ];
    for (const subjectId of subjectIds) {
      const set = await t.graphql(CustomAttributeSetDocument, {
        input: { subjectId, key: 'env', value: 'prod' },
      });
      expect(set.data?.customAttributeSet).toEqual({
        customAttribute: { key: 'env', value: 'prod' },
        errors: [],
      });
      const read = await t.graphql(CustomAttributesDocument, { subjectId });
      expect(read.data?.customAttributes).toEqual([{ key: 'env', value: 'prod' }]);
      const refused = await t.graphql(
        CustomAttributeSetDocument,
        { input: { subjectId, key: 'env', value: 'dev' } },
        member.token,
      );
      expect(refused.data?.customAttributeSet?.errors).toHaveLength(1);
      const deleted = await t.graphql(CustomAttributeDeleteDocument, { input: { subjectId, key: 'env' } });
      expect(deleted.data?.customAttributeDelete?.errors).toEqual([]);
      expect((await t.graphql(CustomAttributesDocument, { subjectId })).data?.customAttributes).toEqual([]);
    }
  });

  it('shows UserCore.customAttributes to administrators only', async () => {
    const user = await createUser(t);
    await t.put(`/users/${user.id}/custom_attributes/level`, { body: { value: '3' } });
    const asAdmin = await t.graphql(UserProfileDocument, { id: `gid://gitlab/User/${user.id}` });
    expect(asAdmin.data?.user?.customAttributes).toEqual([{ key: 'level', value: '3' }]);
    const asUser = await t.graphql(UserProfileDocument, { id: `gid://gitlab/User/${user.id}` }, user.token);
    expect(asUser.data?.user?.customAttributes).toBeNull();
  });
});
