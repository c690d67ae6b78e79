import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Integration } from '../src/modules/integrations/integration.entity.ts';
import { INTEGRATION_KINDS } from '../src/modules/integrations/integration-kinds.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createProject } from './support/membership.ts';

let t: TestApp;
let developer: CreatedUser;
let maintainer: CreatedUser;
let stranger: CreatedUser;

/** A public address given literally: passes the outbound policy without resolving a name. */
const PUBLIC = 'https://93.184.215.14';

beforeAll(async () => {
  t = await startTestApp();
  [developer, maintainer, stranger] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
});

afterAll(async () => {
  await t.close();
});

async function projectWithMembers() {
  const project = await createProject(t);
  await addMember(t, 'projects', project.id, developer.id, 30);
  await addMember(t, 'projects', project.id, maintainer.id, 40);
  return project;
}

async function storedRow(projectId: number, type: string) {
  return t.run(() => t.running.orm.em.fork().findOne(Integration, { project: projectId, type }));
}

const SUMMARY_KEYS = [
  'id',
  'title',
  'slug',
  'created_at',
  'updated_at',
  'active',
  'commit_events',
  'push_events',
  'issues_events',
  'alert_events',
  'confidential_issues_events',
  'merge_requests_events',
  'tag_push_events',
  'deployment_events',
  'note_events',
  'confidential_note_events',
  'pipeline_events',
  'wiki_page_events',
  'job_events',
  'comment_on_event_enabled',
  'inherited',
  'vulnerability_events',
].sort();

describe('chat notifications (Slack)', () => {
  it('are set up by maintainers, listed when active, and reset by DELETE', async () => {
    const project = await projectWithMembers();
    const base = `/projects/${project.id}/integrations`;

    const before = await t.get(`${base}/slack`, { token: maintainer.token });
    expect(before.status, before.text).toBe(200);
    expect(before.body).toMatchObject({ id: null, slug: 'slack', active: false });
    expect((await t.get(base, { token: maintainer.token })).body).toEqual([]);

    const missing = await t.put(`${base}/slack`, { token: maintainer.token, body: { channel: '#dev' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: '400 Bad request - webhook is missing' });
    expect(await storedRow(project.id, 'slack')).toBeNull();

    const put = await t.put(`${base}/slack`, {
      token: maintainer.token,
      body: {
        webhook: `${PUBLIC}/services/T000/B000/XXX`,
        username: 'railyard',
        channel: '#dev',
        notify_only_broken_pipelines: 'false',
        branches_to_be_notified: 'all',
        push_channel: '#pushes',
        note_events: false,
        vulnerability_events: true,
      },
    });
    expect(put.status, put.text).toBe(200);
    expect(Object.keys(put.body).sort()).toEqual([...SUMMARY_KEYS, 'properties'].sort());
    expect(put.body).toMatchObject({
      id: expect.any(Number),
      title: 'Slack notifications',
      slug: 'slack',
      active: true,
      push_events: true,
      note_events: false,
      // Not an event Slack offers: stays off.
      vulnerability_events: false,
      inherited: false,
      created_at: expect.any(String),
    });
    expect(put.body.properties).toMatchObject({
      webhook: `${PUBLIC}/services/T000/B000/XXX`,
      username: 'railyard',
      channel: '#dev',
      notify_only_broken_pipelines: false,
      branches_to_be_notified: 'all',
      push_channel: '#pushes',
      labels_to_be_notified_behavior: 'match_any',
    });

    const list = await t.get(base, { token: maintainer.token });
    expect(list.body.map((i: { slug: string }) => i.slug)).toEqual(['slack']);
    expect(Object.keys(list.body[0]).sort()).toEqual(SUMMARY_KEYS);

    // A later PUT may send only what changes; the stored webhook still satisfies `required`.
    const partial = await t.put(`${base}/slack`, { token: maintainer.token, body: { channel: '#ops' } });
    expect(partial.status, partial.text).toBe(200);
    expect(partial.body.properties).toMatchObject({
      channel: '#ops',
      webhook: `${PUBLIC}/services/T000/B000/XXX`,
    });

    const invalidChoice = await t.put(`${base}/slack`, {
      token: maintainer.token,
      body: { branches_to_be_notified: 'some' },
    });
    expect(invalidChoice.status).toBe(400);
    expect(invalidChoice.body.message).toEqual({ branches_to_be_notified: ['does not have a valid value'] });

    const deleted = await t.delete(`${base}/slack`, { token: maintainer.token });
    expect(deleted.status).toBe(204);
    const after = await t.get(`${base}/slack`, { token: maintainer.token });
    expect(after.body).toMatchObject({ active: false, note_events: true });
    expect(after.body.properties).toMatchObject({
      webhook: null,
      channel: null,
      notify_only_broken_pipelines: true,
    });
    expect((await t.get(base, { token: maintainer.token })).body).toEqual([]);
    const row = await storedRow(project.id, 'slack');
    expect(row).toMatchObject({ active: false, properties: {}, encryptedSecrets: null });
  });

  it('refuse webhooks the outbound policy does not allow, naming the reason', async () => {
    const project = await projectWithMembers();
    for (const [webhook, reason] of [
      ['http://127.0.0.1:9/hook', 'Requests to localhost are not allowed'],
      ['http://10.1.2.3/hook', 'Requests to the local network are not allowed'],
      ['ftp://93.184.215.14/hook', 'must be a valid URL'],
    ] as const) {
      const put = await t.put(`/projects/${project.id}/integrations/discord`, {
        token: maintainer.token,
        body: { webhook },
      });
      expect(put.status, webhook).toBe(400);
      const message = reason.startsWith('Requests') ? `is blocked: ${reason}` : reason;
      expect(put.body).toEqual({ message: { webhook: [message] } });
    }
    expect(await storedRow(project.id, 'discord')).toBeNull();
  });

  it('Telegram keeps its token write-only', async () => {
    const project = await projectWithMembers();
    const url = `/projects/${project.id}/integrations/telegram`;
    const missing = await t.put(url, { token: maintainer.token, body: { room: '-100123' } });
    expect(missing.body).toEqual({ message: '400 Bad request - token is missing' });
    const put = await t.put(url, {
      token: maintainer.token,
      body: { token: 'bot-secret', room: '-100123', hostname: PUBLIC },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.text).not.toContain('bot-secret');
    expect(put.body.properties).not.toHaveProperty('token');
    // Left out (or empty), the stored token stays.
    const again = await t.put(url, { token: maintainer.token, body: { room: '-100456', token: '' } });
    expect(again.status, again.text).toBe(200);
    const row = await storedRow(project.id, 'telegram');
    expect(row!.encryptedSecrets).toMatch(/^v1:/);
    expect(JSON.stringify(row!.properties)).not.toContain('bot-secret');
  });
});

describe('CI integrations', () => {
  it('Bamboo requires its four parameters, hides the password and forgets it when the URL changes', async () => {
    const project = await projectWithMembers();
    const url = `/projects/${project.id}/services/bamboo`;
    const missing = await t.put(url, { token: maintainer.token, body: { bamboo_url: `${PUBLIC}/bamboo` } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('400 Bad request - build_key, username, password are missing');
    const put = await t.put(url, {
      token: maintainer.token,
      body: { bamboo_url: `${PUBLIC}/bamboo`, build_key: 'KEY', username: 'ci', password: 'pw-secret' },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ slug: 'bamboo', title: 'Atlassian Bamboo', push_events: true });
    expect(put.body.properties).toEqual({
      bamboo_url: `${PUBLIC}/bamboo`,
      enable_ssl_verification: true,
      build_key: 'KEY',
      username: 'ci',
    });
    const moved = await t.put(url, { token: maintainer.token, body: { bamboo_url: `${PUBLIC}/other` } });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe('400 Bad request - password is missing');
    const kept = await t.put(url, { token: maintainer.token, body: { build_key: 'KEY2' } });
    expect(kept.status, kept.text).toBe(200);
  });

  it('Buildkite, Drone CI, TeamCity and Jenkins name their required parameters', async () => {
    const project = await projectWithMembers();
    const cases: [string, Record<string, unknown>, string][] = [
      ['buildkite', { project_url: 'https://buildkite.com/org/p' }, 'token is missing'],
      ['drone-ci', { token: 't' }, 'drone_url is missing'],
      ['teamcity', { teamcity_url: `${PUBLIC}/tc`, build_type: 'b' }, 'username, password are missing'],
      ['jenkins', { jenkins_url: `${PUBLIC}/j` }, 'project_name is missing'],
    ];
    for (const [slug, body, message] of cases) {
      const put = await t.put(`/projects/${project.id}/integrations/${slug}`, {
        token: maintainer.token,
        body,
      });
      expect(put.status, slug).toBe(400);
      expect(put.body.message, slug).toBe(`400 Bad request - ${message}`);
    }
    const jenkins = await t.put(`/projects/${project.id}/integrations/jenkins`, {
      token: maintainer.token,
      body: { jenkins_url: `${PUBLIC}/j`, project_name: 'app', password: 'x', tag_push_events: false },
    });
    expect(jenkins.status, jenkins.text).toBe(200);
    expect(jenkins.body).toMatchObject({
      push_events: true,
      merge_requests_events: true,
      tag_push_events: false,
    });
    expect(jenkins.body.properties).not.toHaveProperty('password');
  });
});

describe('issue trackers, emails and monitoring', () => {
  it('take their URLs, recipients and keys', async () => {
    const project = await projectWithMembers();
    const base = `/projects/${project.id}/integrations`;
    const tracker = await t.put(`${base}/custom_issue_tracker`, {
      token: maintainer.token,
      body: { project_url: 'https://tracker.example/p', issues_url: 'https://tracker.example/i/:id' },
    });
    expect(tracker.body).toEqual({ message: '400 Bad request - new_issue_url is missing' });
    for (const [slug, body] of [
      [
        'custom-issue-tracker',
        {
          project_url: 'https://tracker.example/p',
          issues_url: 'https://tracker.example/i/:id',
          new_issue_url: 'https://tracker.example/new',
        },
      ],
      ['youtrack', { project_url: 'https://yt.example/p', issues_url: 'https://yt.example/i/:id' }],
      ['emails-on-push', { recipients: 'a@example.com b@example.com' }],
      ['pipelines-email', { recipients: 'a@example.com' }],
      ['datadog', { api_key: 'dd-secret', datadog_env: 'prod' }],
      ['jira', { url: `${PUBLIC}/jira`, password: 'jira-secret', username: 'bot' }],
    ] as const) {
      // One issue tracker at a time: the one before is disabled first.
      if (['youtrack', 'jira'].includes(slug)) {
        const previous = slug === 'youtrack' ? 'custom-issue-tracker' : 'youtrack';
        expect((await t.delete(`${base}/${previous}`, { token: maintainer.token })).status).toBe(204);
      }
      const put = await t.put(`${base}/${slug}`, { token: maintainer.token, body });
      expect(put.status, `${slug}: ${put.text}`).toBe(200);
      expect(put.text).not.toContain('secret');
    }
    const list = await t.get(base, { token: maintainer.token });
    expect(list.body.map((i: { slug: string }) => i.slug)).toEqual([
      'datadog',
      'emails-on-push',
      'jira',
      'pipelines-email',
    ]);
    const jira = list.body.find((i: { slug: string }) => i.slug === 'jira');
    expect(jira).toMatchObject({
      commit_events: true,
      merge_requests_events: true,
      comment_on_event_enabled: true,
    });
    const pipelines = await t.get(`${base}/pipelines-email`, { token: maintainer.token });
    expect(pipelines.body.properties).toEqual({
      recipients: 'a@example.com',
      add_pusher: false,
      notify_only_broken_pipelines: true,
      branches_to_be_notified: 'default',
    });
    expect(pipelines.body).toMatchObject({ pipeline_events: true, push_events: false });
  });

  it('knows every kind of the spec, and 404s an unknown slug', async () => {
    const slugs = INTEGRATION_KINDS.map((k) => k.slug);
    for (const slug of [
      'apple-app-store',
      'asana',
      'assembla',
      'bamboo',
      'buildkite',
      'campfire',
      'confluence',
      'datadog',
      'diffblue-cover',
      'slack',
      'discord',
      'mattermost',
      'microsoft-teams',
      'hangouts-chat',
      'telegram',
    ]) {
      expect(slugs).toContain(slug);
    }
    const project = await projectWithMembers();
    const unknown = await t.get(`/projects/${project.id}/integrations/nope`, { token: maintainer.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: '404 Integration Not Found' });
  });
});

describe('wrong shapes', () => {
  it('are 400s naming the parameter, with nothing written', async () => {
    const project = await projectWithMembers();
    const url = `/projects/${project.id}/integrations/telegram`;
    const put = await t.put(url, {
      token: maintainer.token,
      body: { token: { a: 1 }, room: ['x'], thread: 'one', notify_only_broken_pipelines: 'maybe' },
    });
    expect(put.status).toBe(400);
    expect(put.body.message).toEqual({
      token: ['is invalid'],
      room: ['is invalid'],
      thread: ['is invalid'],
      notify_only_broken_pipelines: ['is invalid'],
    });
    expect(await storedRow(project.id, 'telegram')).toBeNull();
  });
});

describe('permissions', () => {
  it('refuse developers (403) and hide the project from non-members (404)', async () => {
    const project = await projectWithMembers();
    const url = `/projects/${project.id}/integrations/slack`;
    const body = { webhook: `${PUBLIC}/hook` };
    expect((await t.get(url, { token: developer.token })).status).toBe(403);
    expect((await t.put(url, { token: developer.token, body })).status).toBe(403);
    expect((await t.delete(url, { token: developer.token })).status).toBe(403);
    expect((await t.get(`/projects/${project.id}/integrations`, { token: developer.token })).status).toBe(
      403,
    );
    expect((await t.get(url, { token: stranger.token })).status).toBe(404);
    expect((await t.put(url, { token: stranger.token, body })).status).toBe(404);
    expect(await storedRow(project.id, 'slack')).toBeNull();
  });
});
