import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GitlabBoardGroupMilestonesDocument,
  GitlabBoardProjectMilestonesDocument,
  GitlabSearchMilestonesDocument,
  GitlabSidebarGroupMilestonesDocument,
  GitlabSidebarProjectMilestonesDocument,
  GroupMilestonesDocument,
  GroupProjectsMilestonesDocument,
  MilestoneCreateDocument,
  MilestoneDeleteDocument,
  MilestoneNodeDocument,
  MilestonePromoteDocument,
  MilestoneUpdateDocument,
  ProjectMilestonesDocument,
} from '#test/generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { createGroup, createProject, type CreatedGroup, type CreatedProject } from './support/membership.ts';

let t: TestApp;
let stranger: CreatedUser;
let top: CreatedGroup;
let sub: CreatedGroup;
const projects: CreatedProject[] = [];
let hidden: CreatedProject;

async function make(path: string, body: Record<string, unknown>) {
  const response = await t.post(path, { body });
  expect(response.status, response.text).toBe(201);
  return response.body as { id: number; iid: number; title: string };
}

beforeAll(async () => {
  t = await startTestApp();
  stranger = await createUser(t);
  top = await createGroup(t, { visibility: 'public' });
  sub = await createGroup(t, { visibility: 'public', parent_id: top.id });
  await make(`/groups/${top.id}/milestones`, { title: 'top 1', due_date: '2099-06-01' });
  await make(`/groups/${sub.id}/milestones`, {
    title: 'sub 1',
    start_date: '2000-01-01',
    due_date: '2001-01-01',
  });
  for (let i = 0; i < 6; i += 1) {
    const project = await createProject(t, { namespace_id: i % 2 ? sub.id : top.id, visibility: 'public' });
    projects.push(project);
    for (let j = 0; j < 7; j += 1) {
      await make(`/projects/${project.id}/milestones`, {
        title: `p${i} m${j}`,
        ...(j % 3 === 0 ? {} : { due_date: `2099-0${j}-1${i}` }),
      });
    }
  }
  hidden = await createProject(t, { namespace_id: sub.id, visibility: 'private' });
  await make(`/projects/${hidden.id}/milestones`, { title: 'hidden one' });
});

afterAll(async () => {
  await t.close();
});

describe('milestones through GraphQL', () => {
  it("shows a project's milestones in GitLab's order and shape, with filters", async () => {
    const project = projects[1]!;
    const fullPath = project.path_with_namespace;
    const response = await t.graphql(ProjectMilestonesDocument, { fullPath, first: 100 });
    expect(response.errors).toBeUndefined();
    const connection = response.data!.project!.milestones!;
    expect(connection.count).toBe(7);
    expect(connection.nodes.map((n) => n.title)).toEqual([
      'p1 m1',
      'p1 m2',
      'p1 m4',
      'p1 m5',
      'p1 m6',
      'p1 m3',
      'p1 m0',
    ]);
    expect(connection.nodes[0]).toMatchObject({
      iid: '2',
      state: 'active',
      dueDate: '2099-01-11T00:00:00.000Z',
      startDate: null,
      webPath: `/${fullPath}/-/milestones/2`,
      expired: false,
      upcoming: false,
      projectMilestone: true,
      groupMilestone: false,
      subgroupMilestone: false,
      project: { id: `gid://gitlab/Project/${project.id}` },
      group: null,
    });

    const withAncestors = await t.graphql(ProjectMilestonesDocument, {
      fullPath,
      first: 100,
      includeAncestors: true,
    });
    const nodes = withAncestors.data!.project!.milestones!.nodes;
    expect(nodes.map((n) => n.title)).toEqual([
      'sub 1',
      'p1 m1',
      'p1 m2',
      'p1 m4',
      'p1 m5',
      'top 1',
      'p1 m6',
      'p1 m3',
      'p1 m0',
    ]);
    expect(nodes[0]).toMatchObject({
      groupMilestone: true,
      subgroupMilestone: true,
      expired: true,
      group: { id: `gid://gitlab/Group/${sub.id}` },
      webPath: `/groups/${sub.full_path}/-/milestones/1`,
    });
    expect(nodes[5]).toMatchObject({
      subgroupMilestone: false,
      webPath: `/groups/${top.full_path}/-/milestones/1`,
    });

    const search = await t.graphql(ProjectMilestonesDocument, {
      fullPath,
      includeAncestors: true,
      searchTitle: 'TOP',
    });
    expect(search.data!.project!.milestones!.nodes.map((n) => n.title)).toEqual(['top 1']);
    // Below three characters GitLab matches the whole title.
    const short = await t.graphql(ProjectMilestonesDocument, { fullPath, searchTitle: 'm1' });
    expect(short.data!.project!.milestones!.nodes).toEqual([]);
    const byTitle = await t.graphql(ProjectMilestonesDocument, { fullPath, title: 'p1 m3' });
    expect(byTitle.data!.project!.milestones!.nodes.map((n) => n.iid)).toEqual(['4']);
    const ids = [connection.nodes[2]!.id, connection.nodes[4]!.id];
    const byIds = await t.graphql(ProjectMilestonesDocument, { fullPath, ids });
    expect(byIds.data!.project!.milestones!.nodes.map((n) => n.id)).toEqual(ids);
    const range = await t.graphql(ProjectMilestonesDocument, {
      // Without a start date a milestone reaches back indefinitely, as GitLab's timeframe filter has it.
      fullPath,
      timeframe: { start: '2099-02-01', end: '2099-04-30' },
    });
    expect(range.data!.project!.milestones!.nodes.map((n) => n.title)).toEqual(['p1 m2', 'p1 m4', 'p1 m5']);
    const containing = await t.graphql(ProjectMilestonesDocument, {
      fullPath,
      containingDate: '2099-05-11T10:00:00Z',
    });
    expect(containing.data!.project!.milestones!.nodes.map((n) => n.title)).toEqual(['p1 m5']);
    const desc = await t.graphql(ProjectMilestonesDocument, { fullPath, sort: 'DUE_DATE_DESC', first: 2 });
    expect(desc.data!.project!.milestones!.nodes.map((n) => n.title)).toEqual(['p1 m5', 'p1 m4']);
  });

  it('pages with cursors through undated milestones and closed states', async () => {
    const fullPath = projects[0]!.path_with_namespace;
    const page = (after: string | null) =>
      t.graphql(ProjectMilestonesDocument, { fullPath, first: 2, after });
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const response: Awaited<ReturnType<typeof page>> = await page(after);
      const connection = response.data!.project!.milestones!;
      seen.push(...connection.nodes.map((n) => n.title));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    const all = await t.graphql(ProjectMilestonesDocument, { fullPath, first: 100 });
    expect(seen).toEqual(all.data!.project!.milestones!.nodes.map((n) => n.title));
    expect(seen).toHaveLength(7);
    const closed = await t.graphql(ProjectMilestonesDocument, { fullPath, state: 'closed' });
    expect(closed.data!.project!.milestones!.nodes).toEqual([]);
  });

  it("lists a group's milestones with ancestors and descendants the caller may see", async () => {
    const own = await t.graphql(GroupMilestonesDocument, { fullPath: sub.full_path, first: 100 });
    expect(own.data!.group!.milestones!.nodes.map((n) => n.title)).toEqual(['sub 1']);
    const up = await t.graphql(GroupMilestonesDocument, { fullPath: sub.full_path, includeAncestors: true });
    expect(up.data!.group!.milestones!.nodes.map((n) => n.title)).toEqual(['sub 1', 'top 1']);
    const down = await t.graphql(GroupMilestonesDocument, {
      fullPath: top.full_path,
      includeDescendants: true,
    });
    expect(down.data!.group!.milestones!.count).toBe(2 + 6 * 7 + 1);
    const downStranger = await t.graphql(
      GroupMilestonesDocument,
      { fullPath: top.full_path, includeDescendants: true, first: 100 },
      stranger.token,
    );
    const titles = downStranger.data!.group!.milestones!.nodes.map((n) => n.title);
    expect(titles).toHaveLength(2 + 6 * 7);
    expect(titles).not.toContain('hidden one');
  });

  it('loads a milestone by node id for who may read it, and null for others', async () => {
    const hiddenPath = hidden.path_with_namespace;
    const response = await t.graphql(ProjectMilestonesDocument, { fullPath: hiddenPath });
    const id = response.data!.project!.milestones!.nodes[0]!.id;
    expect((await t.graphql(MilestoneNodeDocument, { id })).data!.node).toEqual({
      id,
      title: 'hidden one',
      webPath: `/${hiddenPath}/-/milestones/1`,
    });
    expect((await t.graphql(MilestoneNodeDocument, { id }, stranger.token)).data!.node).toBeNull();
  });
});

describe('milestone mutations (the REST writes, which GitLab has no mutations for)', () => {
  it('creates, updates, closes and deletes milestones, with validation errors in the payload', async () => {
    const fullPath = projects[2]!.path_with_namespace;
    const created = await t.graphql(MilestoneCreateDocument, {
      input: { projectPath: fullPath, title: 'from graphql', startDate: '2099-01-01', dueDate: '2099-01-31' },
    });
    expect(created.data!.milestoneCreate).toMatchObject({
      errors: [],
      milestone: {
        iid: '8',
        title: 'from graphql',
        projectMilestone: true,
        dueDate: '2099-01-31T00:00:00.000Z',
      },
    });
    const id = created.data!.milestoneCreate!.milestone!.id;
    const taken = await t.graphql(MilestoneCreateDocument, {
      input: { groupPath: top.full_path, title: 'p0 m0' },
    });
    expect(taken.data!.milestoneCreate).toEqual({
      errors: ['Title already being used for another group or project milestone.'],
      milestone: null,
    });
    const both = await t.graphql(MilestoneCreateDocument, {
      input: { groupPath: top.full_path, projectPath: fullPath, title: 'x' },
    });
    expect(both.data!.milestoneCreate!.errors).toEqual([
      'Exactly one of projectPath or groupPath is required',
    ]);
    const dates = await t.graphql(MilestoneUpdateDocument, { input: { id, dueDate: '2098-01-01' } });
    expect(dates.data!.milestoneUpdate!.errors).toEqual(['Due date must be greater than start date']);

    const closed = await t.graphql(MilestoneUpdateDocument, {
      input: { id, stateEvent: 'CLOSE', title: 'renamed', startDate: null },
    });
    expect(closed.data!.milestoneUpdate).toMatchObject({
      errors: [],
      milestone: { state: 'closed', title: 'renamed', startDate: null },
    });
    const refused = await t.graphql(MilestoneDeleteDocument, { input: { id } }, stranger.token);
    expect(refused.data!.milestoneDelete!.errors).toEqual([
      "The resource that you are attempting to access does not exist or you don't have permission to perform this action",
    ]);
    expect(
      (await t.graphql(MilestoneDeleteDocument, { input: { id } })).data!.milestoneDelete!.errors,
    ).toEqual([]);
    expect((await t.graphql(MilestoneNodeDocument, { id })).data!.node).toBeNull();
  });

  it('promotes a project milestone to its group', async () => {
    const project = projects[3]!;
    const created = await t.graphql(MilestoneCreateDocument, {
      input: { projectPath: project.path_with_namespace, title: 'to the group' },
    });
    const id = created.data!.milestoneCreate!.milestone!.id;
    const promoted = await t.graphql(MilestonePromoteDocument, { input: { id } });
    expect(promoted.data!.milestonePromote).toMatchObject({
      errors: [],
      milestone: { title: 'to the group', groupMilestone: true, subgroupMilestone: true, iid: '2' },
    });
    const again = await t.graphql(MilestonePromoteDocument, {
      input: { id: promoted.data!.milestonePromote!.milestone!.id },
    });
    expect(again.data!.milestonePromote!.errors).toEqual([
      'Promotion failed - Only project milestones can be promoted.',
    ]);
    await t.graphql(MilestoneDeleteDocument, {
      input: { id: promoted.data!.milestonePromote!.milestone!.id },
    });
  });
});

describe('milestones through GraphQL: cost flat in page size', () => {
  it("runs the same SQL statements for a group's projects each with milestones at 5 and at 100", async () => {
    const expectedCounts = new Map(projects.map((p, i) => [p.path_with_namespace, i % 2 ? 9 : 8]));
    expectedCounts.set(hidden.path_with_namespace, 3);
    const counts: number[] = [];
    for (const first of [5, 100]) {
      t.sql.reset();
      const response = await t.graphql(GroupProjectsMilestonesDocument, { fullPath: top.full_path, first });
      expect(response.errors).toBeUndefined();
      const nodes = response.data!.group!.projects!.nodes;
      expect(nodes).toHaveLength(7);
      for (const node of nodes) {
        const milestones = node.milestones!;
        const expected = expectedCounts.get(node.fullPath);
        expect(milestones.count).toBe(expected);
        expect(milestones.nodes).toHaveLength(Math.min(first, expected!));
        for (const m of milestones.nodes) expect(m.project ?? m.group).not.toBeNull();
      }
      counts.push(t.sql.statements.length);
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBe(counts[0]);
  });
});

describe('GitLab’s own milestone operations (sidebar, search bar, boards)', () => {
  let parent: CreatedGroup;
  let child: CreatedGroup;
  let project: CreatedProject;

  beforeAll(async () => {
    parent = await createGroup(t, { visibility: 'public' });
    child = await createGroup(t, { visibility: 'public', parent_id: parent.id });
    project = await createProject(t, { namespace_id: child.id, visibility: 'public' });
    await make(`/groups/${parent.id}/milestones`, { title: 'Release alpha', due_date: '2098-05-01' });
    await make(`/groups/${child.id}/milestones`, { title: 'Child beta' });
    await make(`/projects/${project.id}/milestones`, { title: 'Alpha 2' });
    await make(`/projects/${project.id}/milestones`, { title: 'Alpha 1', due_date: '2099-01-01' });
    await make(`/projects/${project.id}/milestones`, { title: 'Old alpha', due_date: '2000-01-01' });
    const closed = await make(`/projects/${project.id}/milestones`, { title: 'Closed alpha' });
    const closing = await t.put(`/projects/${project.id}/milestones/${closed.id}`, {
      body: { state_event: 'close' },
    });
    expect(closing.status, closing.text).toBe(200);
  });

  const titles = (nodes: readonly { title: string }[] | undefined) => nodes?.map((m) => m.title);

  it('answers the sidebar’s milestone dropdowns: expired last, then by due date', async () => {
    const response = await t.graphql(GitlabSidebarProjectMilestonesDocument, {
      fullPath: project.path_with_namespace,
      title: 'alpha',
      state: 'active',
    });
    expect(response.errors).toBeUndefined();
    const workspace = response.data!.workspace!;
    expect(workspace.__typename).toBe('Project');
    expect(titles(workspace.attributes!.nodes)).toEqual(['Release alpha', 'Alpha 1', 'Alpha 2', 'Old alpha']);
    expect(workspace.attributes!.nodes[1]).toEqual({
      id: expect.stringMatching(/^gid:\/\/gitlab\/Milestone\/\d+$/),
      title: 'Alpha 1',
      webUrl: `/${project.path_with_namespace}/-/milestones/2`,
      dueDate: '2099-01-01T00:00:00.000Z',
      expired: false,
      state: 'active',
    });
    expect(workspace.attributes!.nodes[3]!.expired).toBe(true);
    const closed = await t.graphql(GitlabSidebarProjectMilestonesDocument, {
      fullPath: project.path_with_namespace,
      state: 'closed',
    });
    expect(titles(closed.data!.workspace!.attributes!.nodes)).toEqual(['Closed alpha']);

    const group = await t.graphql(GitlabSidebarGroupMilestonesDocument, { fullPath: child.full_path });
    expect(group.errors).toBeUndefined();
    expect(group.data!.workspace!.__typename).toBe('Group');
    expect(titles(group.data!.workspace!.attributes!.nodes)).toEqual(['Release alpha', 'Child beta']);
  });

  it('answers the filtered search bar’s and boards’ milestone pickers', async () => {
    const inProject = await t.graphql(GitlabSearchMilestonesDocument, {
      fullPath: project.path_with_namespace,
      search: 'alpha',
      isProject: true,
      state: 'active',
    });
    expect(inProject.errors).toBeUndefined();
    expect(inProject.data!.group).toBeUndefined();
    expect(titles(inProject.data!.project!.milestones!.nodes)).toEqual([
      'Release alpha',
      'Alpha 1',
      'Alpha 2',
      'Old alpha',
    ]);
    // A group's picker shows its descendants' milestones too (projects' included).
    const inGroup = await t.graphql(GitlabSearchMilestonesDocument, {
      fullPath: parent.full_path,
      search: 'beta',
    });
    expect(inGroup.data!.project).toBeUndefined();
    expect(titles(inGroup.data!.group!.milestones!.nodes)).toEqual(['Child beta']);

    const board = await t.graphql(GitlabBoardProjectMilestonesDocument, {
      fullPath: project.path_with_namespace,
      searchTerm: 'beta',
    });
    expect(board.errors).toBeUndefined();
    expect(titles(board.data!.project!.milestones!.nodes)).toEqual(['Child beta']);
    const groupBoard = await t.graphql(GitlabBoardGroupMilestonesDocument, { fullPath: child.full_path });
    expect(groupBoard.errors).toBeUndefined();
    expect(titles(groupBoard.data!.group!.milestones!.nodes)?.sort()).toEqual([
      'Child beta',
      'Release alpha',
    ]);
  });
});
