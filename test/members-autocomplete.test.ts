import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PeopleAutocompleteDocument,
  ProjectPeopleAutocompleteDocument,
  ProjectPeopleSearchDocument,
  WorkspacePeopleAutocompleteDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';
import {
  addMember,
  createGroup,
  createProject,
  type CreatedGroup,
  type CreatedProject,
} from './support/membership.ts';

let t: TestApp;
let parent: CreatedGroup;
let child: CreatedGroup;
let project: CreatedProject;
const people: Record<string, CreatedUser> = {};
const tag = unique('ac');

beforeAll(async () => {
  t = await startTestApp();
  parent = await createGroup(t, { visibility: 'public' });
  child = await createGroup(t, { visibility: 'public', parent_id: parent.id });
  project = await createProject(t, { namespace_id: child.id, visibility: 'public' });
  // Names chosen so that name order and exact-match order differ.
  for (const [key, name] of [
    ['zed', `Zed ${tag}`],
    ['amy', `Amy ${tag}`],
    ['max', `Max ${tag}`],
    ['blocked', `Blocked ${tag}`],
    ['outsider', `Outsider ${tag}`],
    ['sub', `Sub ${tag}`],
  ] as const) {
    people[key] = await createUser(t, { name, username: `${key}${tag}` });
  }
  await addMember(t, 'groups', parent.id, people.zed!.id, 30);
  await addMember(t, 'groups', child.id, people.amy!.id, 20);
  await addMember(t, 'projects', project.id, people.max!.id, 40);
  await addMember(t, 'projects', project.id, people.blocked!.id, 30);
  expect((await t.post(`/users/${people.blocked!.id}/block`)).status).toBe(201);
  const sub = await createGroup(t, { visibility: 'public', parent_id: child.id });
  await addMember(t, 'groups', sub.id, people.sub!.id, 30);
});

afterAll(async () => {
  await t.close();
});

describe('autocompleteUsers', () => {
  it("offers a project's active members, inherited ones too, by name", async () => {
    const res = await t.graphql(ProjectPeopleAutocompleteDocument, {
      search: tag,
      fullPath: project.path_with_namespace,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.workspace!.users!.map((u) => u.name)).toEqual([
      `Amy ${tag}`,
      `Max ${tag}`,
      `Zed ${tag}`,
    ]);
    expect(res.data!.workspace!.users![0]).toMatchObject({
      id: `gid://gitlab/User/${people.amy!.id}`,
      username: `amy${tag}`,
      webUrl: expect.stringMatching(new RegExp(`/amy${tag}$`)),
      status: null,
    });
  });

  it('puts an exact username match first', async () => {
    const res = await t.graphql(ProjectPeopleAutocompleteDocument, {
      search: `zed${tag}`,
      fullPath: project.path_with_namespace,
    });
    expect(res.data!.workspace!.users!.map((u) => u.username)).toEqual([`zed${tag}`]);
    // "max<tag>" is Max's username exactly and part of no other name: only Max, though "Amy" sorts first.
    const exact = await t.graphql(ProjectPeopleAutocompleteDocument, {
      search: `MAX${tag}`,
      fullPath: project.path_with_namespace,
    });
    expect(exact.data!.workspace!.users!.map((u) => u.username)).toEqual([`max${tag}`]);
  });

  it("offers a group's members with its ancestors' and descendants'", async () => {
    const res = await t.graphql(PeopleAutocompleteDocument, {
      fullPath: child.full_path,
      search: tag,
      isProject: false,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.project).toBeUndefined();
    expect(res.data!.group!.autocompleteUsers!.map((u) => u.username)).toEqual([
      `amy${tag}`,
      `sub${tag}`,
      `zed${tag}`,
    ]);
    const projectSide = await t.graphql(PeopleAutocompleteDocument, {
      fullPath: project.path_with_namespace,
      search: 'max',
      isProject: true,
    });
    expect(projectSide.data!.project!.autocompleteUsers!.map((u) => u.username)).toEqual([`max${tag}`]);
  });

  it('says no user has composite identity enforced', async () => {
    const res = await t.graphql(WorkspacePeopleAutocompleteDocument, {
      search: 'amy',
      fullPath: project.path_with_namespace,
      isProject: true,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.workspace!.users).toEqual([
      expect.objectContaining({ username: `amy${tag}`, compositeIdentityEnforced: false }),
    ]);
  });
});

describe('projectMembers(sort:)', () => {
  it('pages members by full name', async () => {
    const first = await t.graphql(ProjectPeopleSearchDocument, {
      search: tag,
      fullPath: project.path_with_namespace,
      first: 2,
    });
    expect(first.errors).toBeUndefined();
    const page1 = first.data!.namespace!.users;
    expect(page1.nodes.map((n) => n.user!.name)).toEqual([`Amy ${tag}`, `Blocked ${tag}`]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const second = await t.graphql(ProjectPeopleSearchDocument, {
      search: tag,
      fullPath: project.path_with_namespace,
      first: 2,
      after: page1.pageInfo.endCursor,
    });
    expect(second.data!.namespace!.users.nodes.map((n) => n.user!.name)).toEqual([
      `Max ${tag}`,
      `Zed ${tag}`,
    ]);
    expect(second.data!.namespace!.users.pageInfo.hasNextPage).toBe(false);
  });
});
