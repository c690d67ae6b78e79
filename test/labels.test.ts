import type { Actor } from '../src/core/actor.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createGroup, createProject } from './support/membership.ts';

let t: TestApp;
let reporter: CreatedUser;
let guest: CreatedUser;
let outsider: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  reporter = await createUser(t);
  guest = await createUser(t);
  outsider = await createUser(t);
});

afterAll(async () => {
  await t.close();
});

/** A group with a subgroup holding a project; the reporter and the guest are members of the top group. */
async function hierarchy() {
  const top = await createGroup(t);
  const sub = await createGroup(t, { parent_id: top.id });
  const project = await createProject(t, { namespace_id: sub.id });
  await addMember(t, 'groups', top.id, reporter.id, 20);
  await addMember(t, 'groups', top.id, guest.id, 10);
  return { top, sub, project };
}

const label = (url: string, body: Record<string, unknown>, token?: string) => t.post(url, { body, token });

describe('project labels', () => {
  it('creates, lists, shows, updates and deletes project labels with GitLab’s fields', async () => {
    const { project } = await hierarchy();
    const created = await label(
      `/projects/${project.id}/labels`,
      { name: 'bug', color: '#FF0000', description: 'A *bug*', priority: 2 },
      reporter.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: 'bug',
      color: '#FF0000',
      text_color: '#FFFFFF',
      description: 'A *bug*',
      description_html: '<p>A <em>bug</em></p>',
      priority: 2,
      is_project_label: true,
      subscribed: false,
    });
    expect(created.body).not.toHaveProperty('open_issues_count');

    const named = await label(
      `/projects/${project.id}/labels`,
      { name: 'docs', color: 'yellow' },
      reporter.token,
    );
    expect(named.body).toMatchObject({ color: '#FFFF00', text_color: '#333333', priority: null });
    const short = await label(
      `/projects/${project.id}/labels`,
      { name: 'short', color: '#fff' },
      reporter.token,
    );
    expect(short.body).toMatchObject({ color: '#fff', text_color: '#333333' });

    const list = await t.get(`/projects/${project.id}/labels`, { token: guest.token });
    expect(list.status).toBe(200);
    expect(list.body.map((l: { name: string }) => l.name)).toEqual(['bug', 'docs', 'short']);
    expect(list.headers['x-total']).toBe('3');

    const counted = await t.get(`/projects/${project.id}/labels`, { query: { with_counts: true } });
    expect(counted.body[0]).toMatchObject({
      open_issues_count: 0,
      closed_issues_count: 0,
      open_merge_requests_count: 0,
    });

    const searched = await t.get(`/projects/${project.id}/labels`, { query: { search: 'BU' } });
    expect(searched.body.map((l: { name: string }) => l.name)).toEqual(['bug']);

    const byTitle = await t.get(`/projects/${project.id}/labels/bug`, { token: guest.token });
    expect(byTitle.body.id).toBe(created.body.id);
    const byId = await t.get(`/projects/${project.id}/labels/${created.body.id}`);
    expect(byId.body.name).toBe('bug');

    const updated = await t.put(`/projects/${project.id}/labels/bug`, {
      token: reporter.token,
      body: { new_name: 'defect', color: 'navy', priority: '' },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ name: 'defect', color: '#000080', priority: null });

    const reprioritized = await t.put(`/projects/${project.id}/labels/${created.body.id}`, {
      body: { priority: 7 },
    });
    expect(reprioritized.body.priority).toBe(7);

    const removed = await t.delete(`/projects/${project.id}/labels/defect`, { token: reporter.token });
    expect(removed.status).toBe(204);
    expect((await t.get(`/projects/${project.id}/labels/defect`)).status).toBe(404);
    expect((await t.get(`/projects/${project.id}/labels/defect`)).body).toEqual({
      message: '404 Label Not Found',
    });
  });

  it('refuses duplicates in the project and its groups with 409, and bad input with 400', async () => {
    const { top, sub, project } = await hierarchy();
    await label(`/groups/${top.id}/labels`, { name: 'shared', color: '#00FF00' });
    await label(`/projects/${project.id}/labels`, { name: 'mine', color: '#00FF00' });

    const inGroup = await label(`/projects/${project.id}/labels`, { name: 'shared', color: '#000000' });
    expect(inGroup.status).toBe(409);
    expect(inGroup.body).toEqual({ message: 'Label already exists' });
    const again = await label(`/projects/${project.id}/labels`, { name: 'mine', color: '#000000' });
    expect(again.status).toBe(409);

    const badColor = await label(`/projects/${project.id}/labels`, { name: 'x', color: 'notacolor' });
    expect(badColor.status).toBe(400);
    expect(badColor.body).toEqual({ message: { color: ['must be a valid color code'] } });
    const comma = await label(`/projects/${project.id}/labels`, { name: 'a,b', color: '#000000' });
    expect(comma.body).toEqual({ message: { title: ['is invalid'] } });
    const missing = await label(`/projects/${project.id}/labels`, { name: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('color is missing');
    const negative = await label(`/projects/${project.id}/labels`, {
      name: 'neg',
      color: '#000000',
      priority: -1,
    });
    expect(negative.status).toBe(400);

    const nothing = await t.put(`/projects/${project.id}/labels/mine`, { body: {} });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toContain('at least one parameter must be provided');
    await label(`/groups/${sub.id}/labels`, { name: 'in-sub', color: '#00FF00' });
    const taken = await t.put(`/projects/${project.id}/labels/mine`, { body: { new_name: 'in-sub' } });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({
      message: { title: [`already exists at group level for ${sub.name}. Please choose another one.`] },
    });
    await label(`/projects/${project.id}/labels`, { name: 'other', color: '#00FF00' });
    const twice = await t.put(`/projects/${project.id}/labels/mine`, { body: { new_name: 'other' } });
    expect(twice.body).toEqual({ message: { title: ['has already been taken'] } });
    // Only the project's own group counts: an ancestor's title may be taken by a rename.
    const ancestors = await t.put(`/projects/${project.id}/labels/mine`, { body: { new_name: 'shared' } });
    expect(ancestors.status).toBe(200);

    // Nothing was written by the refused requests.
    const all = await t.get(`/projects/${project.id}/labels`, { query: { include_ancestor_groups: false } });
    expect(all.body.map((l: { name: string }) => l.name)).toEqual(['in-sub', 'other', 'shared']);
  });

  it('includes the groups’ labels, the direct group’s always and the ancestors’ by default', async () => {
    const { top, sub, project } = await hierarchy();
    await label(`/groups/${top.id}/labels`, { name: 'top-label', color: '#111111' });
    await label(`/groups/${sub.id}/labels`, { name: 'sub-label', color: '#222222' });
    await label(`/projects/${project.id}/labels`, { name: 'own', color: '#333333' });
    const names = async (query: Record<string, string | boolean> = {}) =>
      (await t.get(`/projects/${project.id}/labels`, { query })).body.map((l: { name: string }) => l.name);
    expect(await names()).toEqual(['own', 'sub-label', 'top-label']);
    expect(await names({ include_ancestor_groups: false })).toEqual(['own', 'sub-label']);
    const listed = (await t.get(`/projects/${project.id}/labels`)).body as {
      name: string;
      is_project_label: boolean;
    }[];
    expect(listed.find((l) => l.name === 'top-label')?.is_project_label).toBe(false);
  });

  it('lets reporters manage labels and everyone who sees the project read them; 401 without a user', async () => {
    const { project } = await hierarchy();
    const refused = await label(
      `/projects/${project.id}/labels`,
      { name: 'g', color: '#000000' },
      guest.token,
    );
    expect(refused.status).toBe(403);
    const hidden = await t.get(`/projects/${project.id}/labels`, { token: outsider.token });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: '404 Project Not Found' });
    const anonymous = await t.get(`/projects/${project.id}/labels`, { token: null });
    expect(anonymous.status).toBe(401);
    await label(`/projects/${project.id}/labels`, { name: 'keep', color: '#000000' });
    expect((await t.delete(`/projects/${project.id}/labels/keep`, { token: guest.token })).status).toBe(403);
  });

  it('has no labels in a project whose issues and merge requests are both disabled', async () => {
    const { project } = await hierarchy();
    await label(`/projects/${project.id}/labels`, { name: 'before', color: '#000000' });
    const closed = await t.put(`/projects/${project.id}`, {
      body: { issues_access_level: 'disabled', merge_requests_access_level: 'disabled' },
    });
    expect(closed.status, closed.text).toBe(200);
    const list = await t.get(`/projects/${project.id}/labels`, { token: reporter.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
    expect((await t.get(`/projects/${project.id}/labels/before`)).status).toBe(404);
    const refused = await label(`/projects/${project.id}/labels`, { name: 'after', color: '#000000' });
    expect(refused.status).toBe(403);
    await t.put(`/projects/${project.id}`, { body: { merge_requests_access_level: 'enabled' } });
    expect((await t.get(`/projects/${project.id}/labels`)).body).toHaveLength(1);
  });

  it('accepts the older update and delete forms python-gitlab 3 uses', async () => {
    const { project } = await hierarchy();
    await label(`/projects/${project.id}/labels`, { name: 'old', color: '#000000' });
    const updated = await t.put(`/projects/${project.id}/labels`, {
      body: { name: 'old', description: 'd' },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.description).toBe('d');
    const removed = await t.delete(`/projects/${project.id}/labels`, { query: { name: 'old' } });
    expect(removed.status).toBe(204);
  });

  it('promotes a project label to its group, merging the same title in other projects', async () => {
    const { sub, project } = await hierarchy();
    const other = await createProject(t, { namespace_id: sub.id });
    await label(`/projects/${project.id}/labels`, { name: 'promote-me', color: '#123456', priority: 1 });
    await label(`/projects/${other.id}/labels`, { name: 'promote-me', color: '#654321' });
    const promoted = await t.put(`/projects/${project.id}/labels/promote-me/promote`, {
      token: reporter.token,
    });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    expect(promoted.body).toMatchObject({ name: 'promote-me', color: '#123456' });
    expect(promoted.body).not.toHaveProperty('is_project_label');
    const inProject = await t.get(`/projects/${project.id}/labels/promote-me`);
    expect(inProject.body).toMatchObject({ id: promoted.body.id, is_project_label: false, priority: 1 });
    const inOther = await t.get(`/projects/${other.id}/labels`);
    expect(inOther.body.map((l: { id: number }) => l.id)).toEqual([promoted.body.id]);

    const personal = await createProject(t);
    await label(`/projects/${personal.id}/labels`, { name: 'alone', color: '#000000' });
    const refused = await t.put(`/projects/${personal.id}/labels/alone/promote`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: '400 Bad request - Failed to promote project label to group label',
    });
  });
});

describe('group labels', () => {
  it('lists with ancestors, descendants and project labels as asked', async () => {
    const { top, sub, project } = await hierarchy();
    await label(`/groups/${top.id}/labels`, { name: 'a-top', color: '#111111' });
    const made = await label(`/groups/${sub.id}/labels`, { name: 'b-sub', color: '#222222' }, reporter.token);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).not.toHaveProperty('priority');
    await label(`/projects/${project.id}/labels`, { name: 'c-project', color: '#333333' });
    const names = async (id: number, query: Record<string, string | boolean> = {}) =>
      (await t.get(`/groups/${id}/labels`, { query })).body.map((l: { name: string }) => l.name);
    expect(await names(sub.id)).toEqual(['a-top', 'b-sub']);
    expect(await names(sub.id, { include_ancestor_groups: false })).toEqual(['b-sub']);
    expect(await names(top.id)).toEqual(['a-top']);
    expect(await names(top.id, { include_descendant_groups: true })).toEqual(['a-top', 'b-sub']);
    expect(await names(top.id, { include_descendant_groups: true, only_group_labels: false })).toEqual([
      'a-top',
      'b-sub',
      'c-project',
    ]);
    expect(await names(sub.id, { only_group_labels: false, search: 'proj' })).toEqual(['c-project']);

    const shown = await t.get(`/groups/${sub.id}/labels/a-top`, { token: guest.token });
    expect(shown.body.name).toBe('a-top');
    const updated = await t.put(`/groups/${sub.id}/labels/b-sub`, { body: { new_name: 'b-renamed' } });
    expect(updated.body.name).toBe('b-renamed');
    const old = await t.put(`/groups/${sub.id}/labels`, { body: { name: 'b-renamed', color: '#abcdef' } });
    expect(old.body.color).toBe('#abcdef');
    // An ancestor's label is not the subgroup's to edit.
    expect((await t.put(`/groups/${sub.id}/labels/a-top`, { body: { color: '#000000' } })).status).toBe(404);
    expect((await t.delete(`/groups/${sub.id}/labels/b-renamed`, { token: guest.token })).status).toBe(403);
    expect((await t.delete(`/groups/${sub.id}/labels/b-renamed`)).status).toBe(204);
    const dup = await label(`/groups/${sub.id}/labels`, { name: 'a-top', color: '#000000' });
    expect(dup.status).toBe(409);
  });
});

describe('label subscriptions', () => {
  it('subscribes and unsubscribes, 304 when nothing changes, shown as `subscribed` to the subscriber only', async () => {
    const { sub, project } = await hierarchy();
    await label(`/projects/${project.id}/labels`, { name: 'watch', color: '#000000' });
    await label(`/groups/${sub.id}/labels`, { name: 'group-watch', color: '#000000' });
    const url = `/projects/${project.id}/labels`;

    const subscribed = await t.post(`${url}/watch/subscribe`, { token: guest.token });
    expect(subscribed.status, subscribed.text).toBe(201);
    expect(subscribed.body).toMatchObject({ name: 'watch', subscribed: true });
    expect((await t.post(`${url}/watch/subscribe`, { token: guest.token })).status).toBe(304);
    expect((await t.get(`${url}/watch`, { token: guest.token })).body.subscribed).toBe(true);
    expect((await t.get(`${url}/watch`, { token: reporter.token })).body.subscribed).toBe(false);

    // A group label subscribed to through the group shows as subscribed in its projects too.
    const inGroup = await t.post(`/groups/${sub.id}/labels/group-watch/subscribe`, { token: guest.token });
    expect(inGroup.body).toMatchObject({ subscribed: true });
    const listed = (await t.get(url, { token: guest.token })).body as { name: string; subscribed: boolean }[];
    expect(listed.map((l) => [l.name, l.subscribed])).toEqual([
      ['group-watch', true],
      ['watch', true],
    ]);

    const unsubscribed = await t.post(`${url}/watch/unsubscribe`, { token: guest.token });
    expect(unsubscribed.status).toBe(201);
    expect(unsubscribed.body.subscribed).toBe(false);
    expect((await t.post(`${url}/watch/unsubscribe`, { token: guest.token })).status).toBe(304);
    expect((await t.post(`${url}/nothing/subscribe`, { token: guest.token })).status).toBe(404);
    expect((await t.post(`${url}/watch/subscribe`, { token: outsider.token })).status).toBe(404);
  });
});

describe('labels of deleted projects and groups', () => {
  it('go with them', async () => {
    const { sub, project } = await hierarchy();
    await label(`/groups/${sub.id}/labels`, { name: 'g', color: '#000000' });
    const own = await label(`/projects/${project.id}/labels`, { name: 'p', color: '#000000', priority: 1 });
    expect((await t.delete(`/projects/${project.id}`)).status).toBe(202);
    const afterProject = await t.run(() => t.running.services.labels.loadMany(rootActor, [own.body.id]));
    expect(afterProject).toEqual([null]);
    const groupLabels = await t.get(`/groups/${sub.id}/labels`);
    expect(groupLabels.body.map((l: { name: string }) => l.name)).toEqual(['g']);
    const removed = await t.delete(`/groups/${sub.id}`);
    expect(removed.status).toBeLessThan(300);
    const left = await t.run(() => t.running.services.labels.finder.byIds([groupLabels.body[0].id]));
    expect(left).toEqual([]);
  });
});

describe('the service other modules use', () => {
  it('finds or creates labels by title and lists those available in a project', async () => {
    const { top, project } = await hierarchy();
    await label(`/groups/${top.id}/labels`, { name: 'from-group', color: '#111111' });
    const services = t.running.services;
    const result = await t.run(async () => {
      const reporterActor = await actorFor(reporter);
      const guestActor = await actorFor(guest);
      const subject = await services.projects.find(reporterActor, project.id);
      const made = await services.labels.findOrCreateByTitles(reporterActor, subject, [
        'from-group',
        'brand-new',
        'brand-new',
      ]);
      const guestSubject = await services.projects.find(guestActor, project.id);
      const notMade = await services.labels.findOrCreateByTitles(guestActor, guestSubject, ['guest-made']);
      const available = await services.labels.availableForProject(project.id);
      return { made, notMade, available };
    });
    expect(result.made.map((l) => [l.title, l.type])).toEqual([
      ['from-group', 'GroupLabel'],
      ['brand-new', 'ProjectLabel'],
    ]);
    expect(result.notMade).toEqual([]);
    expect(result.available.map((l) => l.title)).toEqual(['brand-new', 'from-group']);
  });
});

const rootActor = {
  user: { id: 1, username: 'root', state: 'active', isAdmin: true, external: false },
  authenticatedUser: { id: 1, username: 'root', state: 'active', isAdmin: true, external: false },
  method: 'personal_access_token',
  scopes: new Set(['api']),
  tokenId: null,
  sudo: false,
  jobId: null,
} as unknown as Actor;

async function actorFor(user: CreatedUser) {
  return t.running.services.authentication.authenticate({ privateToken: user.token });
}
