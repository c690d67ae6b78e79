import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Integration } from '../src/modules/integrations/integration.entity.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';
import { normalizedStatement, ownStatements } from './support/sql-statements.ts';
import { addMember, createGroup, createProject, type CreatedGroup } from './support/membership.ts';

/**
 * Instance-level and group-level integration defaults: projects below a default inherit it through
 * rows of their own (following it with `inherit_from_id`), which every change of the default
 * updates in the same request.
 */

let t: TestApp;
let owner: CreatedUser;
let maintainer: CreatedUser;
let stranger: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  [owner, maintainer, stranger] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
});

afterAll(async () => {
  await t.close();
});

/** A group (owned by `owner`, `maintainer` a maintainer), a subgroup and a project in the subgroup. */
async function hierarchy() {
  const group = await createGroup(t);
  await addMember(t, 'groups', group.id, owner.id, 50);
  await addMember(t, 'groups', group.id, maintainer.id, 40);
  const subgroup = await createGroup(t, { parent_id: group.id });
  const project = await createProject(t, { namespace_id: subgroup.id });
  return { group, subgroup, project };
}

async function rowOf(where: { project?: number; group?: number; instance?: boolean }, type: string) {
  return t.run(() => t.running.orm.em.fork().findOne(Integration, { ...where, type }));
}

async function countRows(type: string) {
  return t.run(() => t.running.orm.em.fork().count(Integration, { type }));
}

const groupUrl = (group: CreatedGroup, slug: string) => `/groups/${group.id}/integrations/${slug}`;

describe('group defaults', () => {
  it('reach projects in subgroups, existing and new, as active rows following the default with its secrets', async () => {
    const { group, subgroup, project } = await hierarchy();

    const put = await t.put(groupUrl(group, 'campfire'), {
      token: owner.token,
      body: { token: 'campfire-secret', subdomain: 'acme', room: '42' },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ slug: 'campfire', active: true, inherited: false, push_events: true });
    expect(put.body.properties).toEqual({ subdomain: 'acme', room: '42' });
    expect(put.text).not.toContain('campfire-secret');

    const list = await t.get(`/groups/${group.id}/integrations`, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.map((i: { slug: string }) => i.slug)).toEqual(['campfire']);

    // The project below the subgroup has a row of its own, following the group's.
    const projectList = await t.get(`/projects/${project.id}/integrations`, { token: maintainer.token });
    expect(projectList.body).toMatchObject([{ slug: 'campfire', active: true, inherited: true }]);
    const shown = await t.get(`/projects/${project.id}/integrations/campfire`, { token: maintainer.token });
    expect(shown.body.properties).toEqual({ subdomain: 'acme', room: '42' });
    const row = await rowOf({ project: project.id }, 'campfire');
    expect(row).toMatchObject({ active: true, inheritFromId: put.body.id, pushEvents: true });
    expect(await t.run(() => t.running.services.integrations.settingsFor(project.id, 'campfire'))).toEqual({
      subdomain: 'acme',
      room: '42',
      token: 'campfire-secret',
    });

    // The subgroup shows the default it inherits.
    const sub = await t.get(groupUrl(subgroup, 'campfire'), { token: owner.token });
    expect(sub.body).toMatchObject({ active: true, inherited: true });

    // A project created later inherits it too.
    const later = await createProject(t, { namespace_id: subgroup.id });
    expect(await rowOf({ project: later.id }, 'campfire')).toMatchObject({
      active: true,
      inheritFromId: put.body.id,
      properties: { subdomain: 'acme', room: '42' },
    });
    // A personal project does not.
    const personal = await createProject(t);
    expect(await rowOf({ project: personal.id }, 'campfire')).toBeNull();
  });

  it('propagate changes and disabling to inheriting projects, not to those with their own settings', async () => {
    const { group, subgroup, project } = await hierarchy();
    const own = await createProject(t, { namespace_id: subgroup.id });
    await t.put(groupUrl(group, 'pipelines-email'), {
      token: owner.token,
      body: { recipients: 'first@example.com' },
    });

    const override = await t.put(`/projects/${own.id}/integrations/pipelines-email`, {
      token: maintainer.token,
      body: { recipients: 'own@example.com' },
    });
    expect(override.status, override.text).toBe(200);
    expect(override.body).toMatchObject({ inherited: false, properties: { recipients: 'own@example.com' } });

    const changed = await t.put(groupUrl(group, 'pipelines-email'), {
      token: owner.token,
      body: { recipients: 'second@example.com', notify_only_broken_pipelines: false },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await rowOf({ project: project.id }, 'pipelines-email')).toMatchObject({
      active: true,
      properties: { recipients: 'second@example.com', notify_only_broken_pipelines: false },
    });
    expect((await rowOf({ project: own.id }, 'pipelines-email'))!.properties).toEqual({
      recipients: 'own@example.com',
    });

    const disabled = await t.delete(groupUrl(group, 'pipelines-email'), { token: owner.token });
    expect(disabled.status).toBe(204);
    expect(await rowOf({ project: project.id }, 'pipelines-email')).toMatchObject({
      active: false,
      properties: {},
      inheritFromId: changed.body.id,
    });
    expect((await t.get(`/projects/${project.id}/integrations`, { token: maintainer.token })).body).toEqual(
      [],
    );
    expect((await t.get(`/groups/${group.id}/integrations`, { token: owner.token })).body).toEqual([]);
    expect(await rowOf({ project: own.id }, 'pipelines-email')).toMatchObject({
      active: true,
      properties: { recipients: 'own@example.com' },
    });
  });

  it('use_inherited_settings re-attaches a project to the default; a PUT without settings keeps it attached', async () => {
    const { group, project } = await hierarchy();
    const url = `/projects/${project.id}/integrations/pipelines-email`;
    const made = await t.put(groupUrl(group, 'pipelines-email'), {
      token: owner.token,
      body: { recipients: 'team@example.com' },
    });

    const kept = await t.put(url, { token: maintainer.token, body: {} });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body).toMatchObject({ inherited: true, properties: { recipients: 'team@example.com' } });

    const detached = await t.put(url, { token: maintainer.token, body: { use_inherited_settings: false } });
    expect(detached.body).toMatchObject({ inherited: false, properties: { recipients: 'team@example.com' } });
    await t.put(groupUrl(group, 'pipelines-email'), {
      token: owner.token,
      body: { recipients: 'new-team@example.com' },
    });
    expect((await t.get(url, { token: maintainer.token })).body.properties.recipients).toBe(
      'team@example.com',
    );

    const reattached = await t.put(url, {
      token: maintainer.token,
      body: { use_inherited_settings: 'true', recipients: 'ignored@example.com' },
    });
    expect(reattached.status, reattached.text).toBe(200);
    expect(reattached.body).toMatchObject({
      active: true,
      inherited: true,
      properties: { recipients: 'new-team@example.com' },
    });
    expect(await rowOf({ project: project.id }, 'pipelines-email')).toMatchObject({
      inheritFromId: made.body.id,
    });
  });

  it("a subgroup's own default takes over below it; following again hands its projects back", async () => {
    const { group, subgroup, project } = await hierarchy();
    const top = await t.put(groupUrl(group, 'emails-on-push'), {
      token: owner.token,
      body: { recipients: 'top@example.com' },
    });
    const subOwn = await t.put(groupUrl(subgroup, 'emails-on-push'), {
      token: owner.token,
      body: { recipients: 'sub@example.com', use_inherited_settings: false },
    });
    expect(subOwn.status, subOwn.text).toBe(200);
    expect(subOwn.body.inherited).toBe(false);
    expect(await rowOf({ project: project.id }, 'emails-on-push')).toMatchObject({
      inheritFromId: subOwn.body.id,
      properties: { recipients: 'sub@example.com' },
    });

    // The top group's changes stop at the subgroup with settings of its own.
    await t.put(groupUrl(group, 'emails-on-push'), {
      token: owner.token,
      body: { recipients: 'top2@example.com' },
    });
    expect((await rowOf({ project: project.id }, 'emails-on-push'))!.properties).toEqual({
      recipients: 'sub@example.com',
    });

    const follows = await t.put(groupUrl(subgroup, 'emails-on-push'), {
      token: owner.token,
      body: { use_inherited_settings: true },
    });
    expect(follows.status, follows.text).toBe(200);
    expect(follows.body).toMatchObject({ inherited: true, properties: { recipients: 'top2@example.com' } });
    expect(await rowOf({ project: project.id }, 'emails-on-push')).toMatchObject({
      inheritFromId: top.body.id,
      properties: { recipients: 'top2@example.com' },
    });
  });
});

describe('propagation cost', () => {
  /** The statements a request runs, literals aside (ids, dates), without the caller's activity stamp. */
  async function statementsOf(run: () => Promise<{ status: number }>) {
    t.sql.reset();
    const response = await run();
    expect(response.status).toBeLessThan(300);
    return ownStatements(t.sql.statements).map((statement) =>
      normalizedStatement(statement)
        .replace(/'[^']*'/g, "'?'")
        .replace(/\b\d+\b/g, 'n'),
    );
  }

  it('is set-based: a default over one project and over many runs the same statements', async () => {
    const small = await createGroup(t);
    await createProject(t, { namespace_id: small.id });
    const large = await createGroup(t);
    const sub = await createGroup(t, { parent_id: large.id });
    for (let i = 0; i < 4; i++) {
      await createProject(t, { namespace_id: large.id });
      await createProject(t, { namespace_id: sub.id });
    }
    const cost = async (group: CreatedGroup) => ({
      create: await statementsOf(() =>
        t.put(groupUrl(group, 'redmine'), {
          body: {
            project_url: 'https://r.example/p',
            issues_url: 'https://r.example/i/:id',
            new_issue_url: 'https://r.example/n',
          },
        }),
      ),
      change: await statementsOf(() =>
        t.put(groupUrl(group, 'redmine'), { body: { project_url: 'https://r.example/q' } }),
      ),
      disable: await statementsOf(() => t.delete(groupUrl(group, 'redmine'))),
    });
    const one = await cost(small);
    const many = await cost(large);
    expect(many).toEqual(one);
    expect(await countRows('redmine')).toBe(2 + 1 + 1 + 8);
  });
});

describe('project transfers', () => {
  it("a transferred project follows its new group's defaults and keeps its own settings", async () => {
    const { group: from, project } = await hierarchy();
    const { group: to } = await hierarchy();
    const fromDefault = await t.put(groupUrl(from, 'pipelines-email'), {
      token: owner.token,
      body: { recipients: 'from@example.com' },
    });
    const toDefault = await t.put(groupUrl(to, 'pipelines-email'), {
      token: owner.token,
      body: { recipients: 'to@example.com' },
    });
    await t.put(groupUrl(from, 'campfire'), { token: owner.token, body: { token: 'from-token' } });
    await t.put(`/projects/${project.id}/integrations/emails-on-push`, {
      token: maintainer.token,
      body: { recipients: 'own@example.com' },
    });
    expect(await rowOf({ project: project.id }, 'pipelines-email')).toMatchObject({
      inheritFromId: fromDefault.body.id,
    });

    const moved = await t.put(`/projects/${project.id}/transfer`, { body: { namespace: to.id } });
    expect(moved.status, moved.text).toBe(200);
    expect(await rowOf({ project: project.id }, 'pipelines-email')).toMatchObject({
      active: true,
      inheritFromId: toDefault.body.id,
      properties: { recipients: 'to@example.com' },
    });
    // What the old group gave is gone; what the project set itself stays.
    expect(await rowOf({ project: project.id }, 'campfire')).toBeNull();
    expect(await rowOf({ project: project.id }, 'emails-on-push')).toMatchObject({
      active: true,
      inheritFromId: null,
      properties: { recipients: 'own@example.com' },
    });
  });
});

describe('group creation and transfers', () => {
  it('a new subgroup shows the default it inherits; a moved subgroup follows the defaults of its new parent', async () => {
    const { group: from, subgroup, project } = await hierarchy();
    const { group: to } = await hierarchy();
    const fromDefault = await t.put(groupUrl(from, 'pipelines-email'), {
      token: owner.token,
      body: { recipients: 'from@example.com' },
    });
    const toDefault = await t.put(groupUrl(to, 'pipelines-email'), {
      token: owner.token,
      body: { recipients: 'to@example.com' },
    });
    // Inside the moved subtree: a subgroup with its own default, and a project following it.
    const inner = await createGroup(t, { parent_id: subgroup.id });
    expect(await rowOf({ group: inner.id }, 'pipelines-email')).toMatchObject({
      active: true,
      inheritFromId: fromDefault.body.id,
    });
    const innerDefault = await t.put(groupUrl(inner, 'campfire'), {
      token: owner.token,
      body: { token: 'inner' },
    });
    const innerProject = await createProject(t, { namespace_id: inner.id });
    expect(await rowOf({ project: innerProject.id }, 'campfire')).toMatchObject({
      inheritFromId: innerDefault.body.id,
    });

    const moved = await t.post(`/groups/${subgroup.id}/transfer`, { body: { group_id: to.id } });
    expect(moved.status, moved.text).toBe(201);
    for (const where of [
      { group: subgroup.id },
      { group: inner.id },
      { project: project.id },
      { project: innerProject.id },
    ]) {
      expect(await rowOf(where, 'pipelines-email'), JSON.stringify(where)).toMatchObject({
        inheritFromId: toDefault.body.id,
        properties: { recipients: 'to@example.com' },
      });
    }
    expect(await rowOf({ project: innerProject.id }, 'campfire')).toMatchObject({
      inheritFromId: innerDefault.body.id,
    });
  });
});

describe('instance defaults', () => {
  it('are for administrators and reach every project unless a nearer group default exists', async () => {
    const personal = await createProject(t);
    const { group, project } = await hierarchy();

    const refused = await t.put('/admin/integrations/asana', {
      token: owner.token,
      body: { api_key: 'k' },
    });
    expect(refused.status).toBe(403);
    expect((await t.get('/admin/integrations', { token: owner.token })).status).toBe(403);

    const put = await t.put('/admin/integrations/asana', {
      body: { api_key: 'asana-key', restrict_to_branch: 'main' },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ slug: 'asana', active: true, inherited: false });
    expect((await t.get('/admin/integrations')).body.map((i: { slug: string }) => i.slug)).toEqual(['asana']);
    for (const id of [personal.id, project.id]) {
      expect(await rowOf({ project: id }, 'asana')).toMatchObject({
        active: true,
        inheritFromId: put.body.id,
        properties: { restrict_to_branch: 'main' },
      });
    }
    expect(await rowOf({ group: group.id }, 'asana')).toMatchObject({ inheritFromId: put.body.id });
    const later = await createProject(t);
    expect(await rowOf({ project: later.id }, 'asana')).toMatchObject({ inheritFromId: put.body.id });

    // A group's own default takes over the projects below it; the others stay with the instance's.
    const groupDefault = await t.put(groupUrl(group, 'asana'), {
      token: owner.token,
      body: { api_key: 'group-key', restrict_to_branch: 'develop' },
    });
    expect(groupDefault.body.inherited).toBe(false);
    expect(await rowOf({ project: project.id }, 'asana')).toMatchObject({
      inheritFromId: groupDefault.body.id,
      properties: { restrict_to_branch: 'develop' },
    });
    await t.put('/admin/integrations/asana', { body: { restrict_to_branch: 'release' } });
    expect((await rowOf({ project: personal.id }, 'asana'))!.properties).toEqual({
      restrict_to_branch: 'release',
    });
    expect((await rowOf({ project: project.id }, 'asana'))!.properties).toEqual({
      restrict_to_branch: 'develop',
    });
    expect(
      await t.run(() => t.running.services.integrations.settingsFor(personal.id, 'asana')),
    ).toMatchObject({ api_key: 'asana-key' });

    // The instance has no default above it.
    const nothingAbove = await t.put('/admin/integrations/asana', { body: { use_inherited_settings: true } });
    expect(nothingAbove.status).toBe(400);
    expect(nothingAbove.body).toEqual({ message: '400 Bad request - Default integration not found.' });
  });
});

describe('python-gitlab', () => {
  it("reads and re-attaches a project's inherited integration (groups' defaults by plain request: 3.12 has no API for them)", async () => {
    const result = await runPythonGitlab<Record<string, unknown>>(t, 'integration_defaults.py');
    expect(result).toEqual({
      default: { active: true, inherited: false },
      group_listed: ['pipelines-email'],
      inherited: { active: true, inherited: true, recipients: 'team@example.com' },
      own: { inherited: false, recipients: 'own@example.com' },
      back: { inherited: true, recipients: 'team@example.com' },
    });
  });
});

describe('permissions and bad input', () => {
  it('group defaults are for owners: 403 for maintainers, 404 for strangers, 401 anonymously', async () => {
    const { group } = await hierarchy();
    for (const [method, path] of [
      ['GET', `/groups/${group.id}/integrations`],
      ['GET', groupUrl(group, 'slack')],
      ['PUT', groupUrl(group, 'pipelines-email')],
      ['DELETE', groupUrl(group, 'pipelines-email')],
    ] as const) {
      const body = method === 'PUT' ? { recipients: 'x@example.com' } : undefined;
      expect((await t.request(method, path, { token: maintainer.token, body })).status, path).toBe(403);
      expect((await t.request(method, path, { token: stranger.token, body })).status, path).toBe(404);
      expect((await t.request(method, path, { token: null, body })).status, path).toBe(401);
    }
    expect(await rowOf({ group: group.id }, 'pipelines-email')).toBeNull();
  });

  it('refuse bad parameters with a 400 and write nothing', async () => {
    const { group, subgroup, project } = await hierarchy();
    const before = await countRows('slack');
    const cases: [string, Record<string, unknown>, unknown][] = [
      [groupUrl(group, 'slack'), { channel: '#dev' }, '400 Bad request - webhook is missing'],
      [
        groupUrl(group, 'slack'),
        { webhook: 'https://93.184.215.14/hook', branches_to_be_notified: 'some' },
        { branches_to_be_notified: ['does not have a valid value'] },
      ],
      [
        groupUrl(group, 'slack'),
        { webhook: 'https://93.184.215.14/hook', use_inherited_settings: 'maybe' },
        { use_inherited_settings: ['is invalid'] },
      ],
      [
        groupUrl(group, 'slack'),
        { webhook: 'http://127.0.0.1:9/hook' },
        { webhook: [expect.stringMatching(/^is blocked/)] },
      ],
      [
        groupUrl(subgroup, 'slack'),
        { use_inherited_settings: true },
        '400 Bad request - Default integration not found.',
      ],
      [
        `/projects/${project.id}/integrations/slack`,
        { use_inherited_settings: true },
        '400 Bad request - Default integration not found.',
      ],
      [
        '/admin/integrations/slack',
        { notify_only_broken_pipelines: 'sometimes' },
        { notify_only_broken_pipelines: ['is invalid'] },
      ],
    ];
    for (const [path, body, message] of cases) {
      const response = await t.put(path, {
        token: path.startsWith('/admin') ? undefined : owner.token,
        body,
      });
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.body).toEqual({ message });
    }
    expect(await countRows('slack')).toBe(before);

    const unknown = await t.put(groupUrl(group, 'no-such-thing'), { token: owner.token, body: {} });
    expect(unknown.status).toBe(404);
  });
});
