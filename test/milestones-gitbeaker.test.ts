import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createGroup, createProject } from './support/membership.ts';

let t: TestApp;
let api: InstanceType<typeof Gitlab>;

beforeAll(async () => {
  t = await startTestApp();
  api = new Gitlab({ host: await t.listen(), token: ROOT_TOKEN });
});

afterAll(async () => {
  await t.close();
});

describe('milestones through @gitbeaker/rest', () => {
  it('drives ProjectMilestones and GroupMilestones as a GitLab client does', async () => {
    const group = await createGroup(t, { visibility: 'public' });
    const project = await createProject(t, { namespace_id: group.id, visibility: 'public' });

    const created = await api.ProjectMilestones.create(project.id, 'Release 1', {
      description: 'The first',
      startDate: '2099-01-01',
      dueDate: '2099-02-01',
    });
    expect(created).toMatchObject({
      iid: 1,
      project_id: project.id,
      title: 'Release 1',
      state: 'active',
      start_date: '2099-01-01',
      due_date: '2099-02-01',
    });
    const edited = await api.ProjectMilestones.edit(project.id, created.id, {
      stateEvent: 'close',
      title: 'R1',
    });
    expect(edited).toMatchObject({ title: 'R1', state: 'closed' });
    expect((await api.ProjectMilestones.show(project.id, created.id)).title).toBe('R1');

    const groupMilestone = await api.GroupMilestones.create(group.id, 'Quarter', { dueDate: '2099-03-31' });
    expect(groupMilestone).toMatchObject({ iid: 1, group_id: group.id, title: 'Quarter' });
    expect((await api.GroupMilestones.all(group.id)).map((m) => m.title)).toEqual(['Quarter']);
    const withParents = await api.ProjectMilestones.all(project.id, {
      includeParentMilestones: true,
    });
    expect(withParents.map((m) => m.title)).toEqual(['R1', 'Quarter']);
    expect((await api.ProjectMilestones.all(project.id, { state: 'active' })).map((m) => m.title)).toEqual(
      [],
    );

    await api.ProjectMilestones.remove(project.id, created.id);
    await api.GroupMilestones.remove(group.id, groupMilestone.id);
    expect(await api.ProjectMilestones.all(project.id)).toEqual([]);
    expect(await api.GroupMilestones.all(group.id)).toEqual([]);
  });
});
