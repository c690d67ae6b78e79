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

describe('labels through @gitbeaker/rest', () => {
  it('manages project labels and group labels as a GitLab client does', async () => {
    const group = await createGroup(t);
    const project = await createProject(t, { namespace_id: group.id });

    const bug = await api.ProjectLabels.create(project.id, 'bug', '#d9534f', {
      description: 'Broken',
      priority: 1,
    });
    expect(bug).toMatchObject({
      name: 'bug',
      color: '#d9534f',
      text_color: '#FFFFFF',
      priority: 1,
      is_project_label: true,
    });
    await api.ProjectLabels.create(project.id, 'needs review', 'gold');

    const listed = await api.ProjectLabels.all(project.id, { withCounts: true });
    expect(listed.map((l) => [l.name, l.color, l.open_merge_requests_count])).toEqual([
      ['bug', '#d9534f', 0],
      ['needs review', '#FFD700', 0],
    ]);
    const shown = await api.ProjectLabels.show(project.id, 'needs review');
    // GitLab's rule: components summing above 500 take dark text; gold (470) does not.
    expect(shown.text_color).toBe('#FFFFFF');

    const edited = await api.ProjectLabels.edit(project.id, bug.id, { newName: 'defect' });
    expect(edited).toMatchObject({ id: bug.id, name: 'defect', color: '#d9534f' });

    const promoted = await api.ProjectLabels.promote(project.id, 'needs review');
    expect(promoted).toMatchObject({ name: 'needs review' });
    await api.ProjectLabels.remove(project.id, 'defect');
    expect((await api.ProjectLabels.all(project.id)).map((l) => [l.name, l.is_project_label])).toEqual([
      ['needs review', false],
    ]);

    const groupLabel = await api.GroupLabels.create(group.id, 'team', '#123abc');
    expect(groupLabel).toMatchObject({ name: 'team', color: '#123abc' });
    await api.GroupLabels.edit(group.id, 'team', { color: 'white' });
    expect((await api.GroupLabels.show(group.id, groupLabel.id)).color).toBe('#FFFFFF');
    expect((await api.GroupLabels.all(group.id, { search: 'tea' })).map((l) => l.name)).toEqual(['team']);
    await api.GroupLabels.remove(group.id, 'team');
    expect((await api.GroupLabels.all(group.id)).map((l) => l.name)).toEqual(['needs review']);

    await expect(api.ProjectLabels.create(project.id, 'needs review', '#000000')).rejects.toMatchObject({
      cause: { response: { status: 409 } },
    });
  });
});
