import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GitlabBoardLabelsDocument,
  GitlabLabelArchiveDocument,
  GitlabSearchLabelsDocument,
  GitlabSidebarGroupLabelsDocument,
  GitlabSidebarLabelCreateDocument,
  GitlabSidebarProjectLabelsDocument,
  GroupLabelsDocument,
  GroupProjectsLabelsDocument,
  LabelCreateDocument,
  LabelDeleteDocument,
  LabelPromoteDocument,
  LabelUpdateDocument,
  LabelNodeDocument,
  ProjectLabelsDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createGroup, createProject, type CreatedGroup } from './support/membership.ts';

let t: TestApp;
let reporter: CreatedUser;
let guest: CreatedUser;
let outsider: CreatedUser;
let top: CreatedGroup;
let sub: CreatedGroup;
let projectPath = '';
let projectId = 0;

beforeAll(async () => {
  t = await startTestApp();
  reporter = await createUser(t);
  guest = await createUser(t);
  outsider = await createUser(t);
  top = await createGroup(t);
  sub = await createGroup(t, { parent_id: top.id });
  await addMember(t, 'groups', top.id, reporter.id, 20);
  await addMember(t, 'groups', top.id, guest.id, 10);
  const project = await createProject(t, { namespace_id: sub.id });
  projectPath = project.path_with_namespace;
  projectId = project.id;
  const made = [
    await t.post(`/groups/${top.id}/labels`, { body: { name: 'top-label', color: '#111111' } }),
    await t.post(`/groups/${sub.id}/labels`, { body: { name: 'group-bug', color: '#eeeeee' } }),
    await t.post(`/projects/${projectId}/labels`, {
      body: { name: 'bug', color: 'red', description: '*b*' },
    }),
    await t.post(`/projects/${projectId}/labels`, { body: { name: 'docs', color: '#00ff00' } }),
  ];
  for (const response of made) expect(response.status, response.text).toBe(201);
});

afterAll(async () => {
  await t.close();
});

describe('labels through GraphQL', () => {
  it('lists a project’s labels with GitLab’s fields, its group’s and (asked) its ancestors’', async () => {
    const response = await t.graphql(ProjectLabelsDocument, { fullPath: projectPath }, guest.token);
    expect(response.errors).toBeUndefined();
    const labels = response.data!.project!.labels!;
    expect(labels.count).toBe(3);
    expect(labels.nodes.map((l) => l.title)).toEqual(['bug', 'docs', 'group-bug']);
    expect(labels.nodes[0]).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/gitlab\/ProjectLabel\/\d+$/),
      color: '#FF0000',
      textColor: '#FFFFFF',
      description: '*b*',
      descriptionHtml: '<p><em>b</em></p>',
      lockOnMerge: false,
      archived: false,
    });
    expect(labels.nodes[2]!.id).toMatch(/^gid:\/\/gitlab\/GroupLabel\/\d+$/);
    expect(labels.nodes[2]!.textColor).toBe('#333333');
    expect(response.data!.project!.label).toMatchObject({ title: 'bug' });

    const all = await t.graphql(ProjectLabelsDocument, {
      fullPath: projectPath,
      includeAncestorGroups: true,
    });
    expect(all.data!.project!.labels!.nodes.map((l) => l.title)).toEqual([
      'bug',
      'docs',
      'group-bug',
      'top-label',
    ]);

    const searched = await t.graphql(ProjectLabelsDocument, { fullPath: projectPath, searchTerm: 'DOC' });
    expect(searched.data!.project!.labels!.nodes.map((l) => l.title)).toEqual(['docs']);
    const exact = await t.graphql(ProjectLabelsDocument, { fullPath: projectPath, title: 'bu' });
    expect(exact.data!.project!.labels!.nodes).toEqual([]);
    const both = await t.graphql(ProjectLabelsDocument, {
      fullPath: projectPath,
      title: 'a',
      searchTerm: 'b',
    });
    expect(both.errors?.[0]?.message).toBe(
      'Only one of [searchTerm, title] arguments is allowed at the same time.',
    );

    const paged = await t.graphql(ProjectLabelsDocument, { fullPath: projectPath, first: 2 });
    const info = paged.data!.project!.labels!.pageInfo;
    expect(info.hasNextPage).toBe(true);
    const next = await t.graphql(ProjectLabelsDocument, {
      fullPath: projectPath,
      first: 2,
      after: info.endCursor,
    });
    expect(next.data!.project!.labels!.nodes.map((l) => l.title)).toEqual(['group-bug']);

    const hidden = await t.graphql(ProjectLabelsDocument, { fullPath: projectPath }, outsider.token);
    expect(hidden.data!.project).toBeNull();
  });

  it('lists a group’s labels with its ancestors’, descendants’ and projects’ as asked', async () => {
    const titles = async (variables: Record<string, unknown>) =>
      (
        await t.graphql(GroupLabelsDocument, { fullPath: top.full_path, ...variables })
      ).data!.group!.labels!.nodes.map((l) => l.title);
    expect(await titles({})).toEqual(['top-label']);
    expect(await titles({ includeDescendantGroups: true })).toEqual([
      'bug',
      'docs',
      'group-bug',
      'top-label',
    ]);
    expect(await titles({ includeDescendantGroups: true, onlyGroupLabels: true })).toEqual([
      'group-bug',
      'top-label',
    ]);
    const subLabels = await t.graphql(GroupLabelsDocument, {
      fullPath: sub.full_path,
      includeAncestorGroups: true,
    });
    // GraphQL's default (unlike REST's) shows the labels of the group's projects too.
    expect(subLabels.data!.group!.labels!.nodes.map((l) => l.title)).toEqual([
      'bug',
      'docs',
      'group-bug',
      'top-label',
    ]);
    expect(subLabels.data!.group!.label).toMatchObject({ title: 'group-bug' });
  });

  it('loads labels as nodes by their global ids, hidden from those who may not see them', async () => {
    const labels = (await t.graphql(ProjectLabelsDocument, { fullPath: projectPath })).data!.project!.labels!
      .nodes;
    for (const label of labels) {
      const node = await t.graphql(LabelNodeDocument, { id: label.id }, guest.token);
      expect(node.data!.node).toMatchObject({ __typename: 'Label', id: label.id, title: label.title });
      const hidden = await t.graphql(LabelNodeDocument, { id: label.id }, outsider.token);
      expect(hidden.data?.node ?? null).toBeNull();
    }
  });

  it('creates labels with labelCreate in a project or a group, reporters and up', async () => {
    const made = await t.graphql(
      LabelCreateDocument,
      { input: { projectPath, title: 'from-graphql', description: 'd' } },
      reporter.token,
    );
    expect(made.errors).toBeUndefined();
    expect(made.data!.labelCreate).toMatchObject({
      errors: [],
      label: { title: 'from-graphql', color: '#6699cc', textColor: '#FFFFFF', description: 'd' },
    });
    const inGroup = await t.graphql(LabelCreateDocument, {
      input: { groupPath: sub.full_path, title: 'g', color: 'white' },
    });
    expect(inGroup.data!.labelCreate).toMatchObject({
      errors: [],
      label: { color: '#FFFFFF', textColor: '#333333' },
    });
    expect(inGroup.data!.labelCreate!.label!.id).toMatch(/GroupLabel/);

    const refused = await t.graphql(
      LabelCreateDocument,
      { input: { projectPath, title: 'nope' } },
      guest.token,
    );
    expect(refused.data!.labelCreate).toMatchObject({ label: null });
    expect(refused.data!.labelCreate!.errors[0] ?? '').toMatch(/permission/);
    const duplicate = await t.graphql(LabelCreateDocument, { input: { projectPath, title: 'top-label' } });
    expect(duplicate.data!.labelCreate!.errors).toEqual(['Label already exists']);
    const badColor = await t.graphql(LabelCreateDocument, {
      input: { projectPath, title: 'c', color: 'nope' },
    });
    expect(badColor.data!.labelCreate!.errors).toEqual(['Color must be a valid color code']);
    const neither = await t.graphql(LabelCreateDocument, { input: { title: 'x' } });
    expect(neither.data!.labelCreate!.errors).toHaveLength(1);
  });
});

describe('label mutations beyond GitLab’s labelCreate', () => {
  it('updates, promotes and deletes labels named by their global ids', async () => {
    const made = await t.graphql(LabelCreateDocument, { input: { projectPath, title: 'to-change' } });
    const id = made.data!.labelCreate!.label!.id;
    const updated = await t.graphql(
      LabelUpdateDocument,
      { input: { id, title: 'changed', color: 'black', archived: true } },
      reporter.token,
    );
    expect(updated.data!.labelUpdate).toMatchObject({
      errors: [],
      label: { id, title: 'changed', color: '#000000', archived: true },
    });
    const refused = await t.graphql(LabelUpdateDocument, { input: { id, title: 'x' } }, guest.token);
    expect(refused.data!.labelUpdate!.label).toBeNull();
    expect(refused.data!.labelUpdate!.errors).toHaveLength(1);
    const hidden = await t.graphql(LabelDeleteDocument, { input: { id } }, outsider.token);
    expect(hidden.data!.labelDelete!.errors).toHaveLength(1);

    const promoted = await t.graphql(LabelPromoteDocument, { input: { id } }, reporter.token);
    expect(promoted.data!.labelPromote!.errors).toEqual([]);
    const groupId = promoted.data!.labelPromote!.label!.id;
    expect(groupId).toMatch(/^gid:\/\/gitlab\/GroupLabel\/\d+$/);
    const again = await t.graphql(LabelPromoteDocument, { input: { id: groupId } });
    expect(again.data!.labelPromote!.errors).toHaveLength(1);

    const deleted = await t.graphql(LabelDeleteDocument, { input: { id: groupId } }, reporter.token);
    expect(deleted.data!.labelDelete!.errors).toEqual([]);
    expect((await t.graphql(LabelNodeDocument, { id: groupId })).data?.node ?? null).toBeNull();
  });
});

describe('labels through GraphQL: cost flat in page size', () => {
  it('runs the same SQL statements for a group’s projects with their labels at 5 and at 100', async () => {
    const group = await createGroup(t);
    for (let i = 0; i < 4; i += 1) {
      const project = await createProject(t, { namespace_id: group.id });
      for (let j = 0; j < 7; j += 1) {
        const made = await t.post(`/projects/${project.id}/labels`, {
          body: { name: `l${j}`, color: '#123456' },
        });
        expect(made.status, made.text).toBe(201);
      }
    }
    await t.post(`/groups/${group.id}/labels`, { body: { name: 'shared', color: '#654321' } });
    const counts: number[] = [];
    for (const first of [5, 100]) {
      t.sql.reset();
      const response = await t.graphql(GroupProjectsLabelsDocument, { fullPath: group.full_path, first });
      expect(response.errors).toBeUndefined();
      const projects = response.data!.group!.projects!.nodes;
      expect(projects).toHaveLength(4);
      for (const project of projects) {
        expect(project.labels!.count).toBe(8);
        expect(project.labels!.nodes).toHaveLength(Math.min(first, 8));
      }
      counts.push(t.sql.statements.length);
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBe(counts[0]);
  });
});

describe('GitLab’s own label operations (sidebar, labels page, search bar, boards)', () => {
  let parent: CreatedGroup;
  let child: CreatedGroup;
  let path = '';

  beforeAll(async () => {
    parent = await createGroup(t);
    child = await createGroup(t, { parent_id: parent.id });
    await addMember(t, 'groups', parent.id, reporter.id, 20);
    const project = await createProject(t, { namespace_id: child.id });
    path = project.path_with_namespace;
    const made = [
      await t.post(`/groups/${parent.id}/labels`, { body: { name: 'parent-feature', color: '#111111' } }),
      await t.post(`/groups/${child.id}/labels`, { body: { name: 'child-bug', color: '#222222' } }),
      await t.post(`/projects/${project.id}/labels`, {
        body: { name: 'docs', color: '#333333', description: 'a feature of the docs' },
      }),
      await t.post(`/projects/${project.id}/labels`, { body: { name: 'bug', color: '#444444' } }),
    ];
    for (const response of made) expect(response.status, response.text).toBe(201);
  });

  const titles = (nodes: readonly { title: string }[] | undefined) => nodes?.map((l) => l.title);

  it('answers the sidebar’s label dropdowns, searching titles only', async () => {
    const project = await t.graphql(GitlabSidebarProjectLabelsDocument, {
      fullPath: path,
      searchTerm: 'feature',
    });
    expect(project.errors).toBeUndefined();
    // `docs` mentions "feature" in its description only: searchIn: TITLE leaves it out.
    expect(titles(project.data!.namespace!.labels!.nodes)).toEqual(['parent-feature']);
    const all = await t.graphql(GitlabSidebarProjectLabelsDocument, { fullPath: path });
    expect(titles(all.data!.namespace!.labels!.nodes)).toEqual([
      'bug',
      'child-bug',
      'docs',
      'parent-feature',
    ]);
    expect(all.data!.namespace!.labels!.nodes[0]).toEqual({
      id: expect.stringMatching(/^gid:\/\/gitlab\/ProjectLabel\/\d+$/),
      title: 'bug',
      description: null,
      color: '#444444',
      textColor: '#FFFFFF',
    });

    const group = await t.graphql(GitlabSidebarGroupLabelsDocument, {
      fullPath: child.full_path,
      searchTerm: 'bug',
    });
    expect(group.errors).toBeUndefined();
    // Group labels only: the project's `bug` is not offered.
    expect(titles(group.data!.namespace!.labels!.nodes)).toEqual(['child-bug']);
  });

  it('answers the filtered search bar’s and boards’ label pickers for a project or a group', async () => {
    const inProject = await t.graphql(GitlabSearchLabelsDocument, {
      fullPath: path,
      search: 'bug',
      isProject: true,
    });
    expect(inProject.errors).toBeUndefined();
    expect(inProject.data!.group).toBeUndefined();
    expect(titles(inProject.data!.project!.labels!.nodes)).toEqual(['bug', 'child-bug']);
    const inGroup = await t.graphql(GitlabSearchLabelsDocument, {
      fullPath: parent.full_path,
      search: 'bug',
    });
    expect(inGroup.data!.project).toBeUndefined();
    expect(titles(inGroup.data!.group!.labels!.nodes)).toEqual(['bug', 'child-bug']);

    const board = await t.graphql(GitlabBoardLabelsDocument, { fullPath: child.full_path, isGroup: true });
    expect(board.errors).toBeUndefined();
    expect(titles(board.data!.group!.labels!.nodes)).toEqual(['child-bug', 'parent-feature']);
    const projectBoard = await t.graphql(GitlabBoardLabelsDocument, {
      fullPath: path,
      searchTerm: 'doc',
      isProject: true,
    });
    expect(projectBoard.data!.group).toBeUndefined();
    expect(titles(projectBoard.data!.project!.labels!.nodes)).toEqual(['docs']);
  });

  it('creates a label from the sidebar and archives it from the labels page', async () => {
    const created = await t.graphql(
      GitlabSidebarLabelCreateDocument,
      { title: 'from-sidebar', color: '#0000ff', projectPath: path },
      reporter.token,
    );
    expect(created.data!.labelCreate).toMatchObject({
      errors: [],
      label: { title: 'from-sidebar', color: '#0000ff', description: null },
    });
    const inGroup = await t.graphql(
      GitlabSidebarLabelCreateDocument,
      { title: 'group-made', groupPath: child.full_path },
      reporter.token,
    );
    expect(inGroup.data!.labelCreate!.label!.id).toMatch(/^gid:\/\/gitlab\/GroupLabel\/\d+$/);
    const refused = await t.graphql(
      GitlabSidebarLabelCreateDocument,
      { title: 'nope', projectPath: path },
      outsider.token,
    );
    expect(refused.data!.labelCreate!.label).toBeNull();

    const id = created.data!.labelCreate!.label!.id;
    const archived = await t.graphql(
      GitlabLabelArchiveDocument,
      { input: { id, archived: true } },
      reporter.token,
    );
    expect(archived.data!.labelUpdate).toEqual({ label: { id, archived: true }, errors: [] });
    const restored = await t.graphql(
      GitlabLabelArchiveDocument,
      { input: { id, archived: false } },
      reporter.token,
    );
    expect(restored.data!.labelUpdate!.label).toEqual({ id, archived: false });
  });
});
