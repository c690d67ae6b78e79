import { describe, expect, it } from 'vitest';
import type { ActingDelivery, Settings } from '../src/modules/integrations/acting/integration-action.ts';
import { INTEGRATION_ACTIONS } from '../src/modules/integrations/acting/integration-actions.ts';

const WEB = 'https://gitlab.example.com/group/app';
const SHA = 'a'.repeat(40);

const push = {
  object_kind: 'push',
  ref: 'refs/heads/main',
  before: 'b'.repeat(40),
  after: SHA,
  user_name: 'Ada Lovelace',
  user_username: 'ada',
  user_avatar: 'https://gitlab.example.com/ada.png',
  total_commits_count: 1,
  project: { web_url: WEB, path_with_namespace: 'group/app', default_branch: 'main', name: 'App' },
  commits: [{ id: SHA, title: 'Fix [it](http://x)', url: `${WEB}/-/commit/${SHA}`, author: { name: 'Ada' } }],
};

const note = {
  object_kind: 'note',
  user: { name: 'Ada Lovelace', username: 'ada', avatar_url: null },
  project: { web_url: WEB },
  object_attributes: {
    note: 'Looks good',
    noteable_type: 'MergeRequest',
    url: `${WEB}/-/merge_requests/3#note_9`,
  },
  merge_request: { iid: 3, title: 'Speed up\nthe build' },
};

const delivery = (trigger: ActingDelivery['trigger'], payload: unknown): ActingDelivery => ({
  trigger,
  payload,
  idempotencyKey: 'key-1',
  projectFullName: 'Group / App',
});
const request = (slug: string, settings: Settings, d = delivery('push_hooks', push)) =>
  INTEGRATION_ACTIONS.get(slug)!.request(settings, d);

describe('integration requests', () => {
  it('Buildkite posts the payload to its webhook host with the first part of the token', () => {
    const sent = request('buildkite', {
      token: 'hooktoken:statustoken',
      project_url: 'https://buildkite.com/o/p',
    })!;
    expect(sent).toMatchObject({
      method: 'POST',
      url: 'https://webhook.buildkite.com/deliver/hooktoken',
      loggedUrl: 'https://webhook.buildkite.com/deliver/[REDACTED]',
      webhookHeaders: true,
    });
    expect(JSON.parse(sent.body)).toEqual(push);
  });

  it('Bamboo asks for an update and build of its plan with a GET and basic auth', () => {
    const sent = request('bamboo', {
      bamboo_url: 'https://bamboo.example.com/ci/',
      build_key: 'PRJ-PLAN',
      username: 'u',
      password: 'p',
      enable_ssl_verification: false,
    })!;
    expect(sent).toMatchObject({
      method: 'GET',
      url: 'https://bamboo.example.com/ci/updateAndBuild.action?buildKey=PRJ-PLAN&os_authType=basic',
      body: '',
      headers: { Authorization: `Basic ${Buffer.from('u:p').toString('base64')}` },
      enableSslVerification: false,
    });
  });

  it("TeamCity queues a build of the push's branch, or the merge request's source branch", () => {
    const settings = {
      teamcity_url: 'https://tc.example.com',
      build_type: 'App_Build',
      username: 'u',
      password: 'p',
    };
    expect(request('teamcity', settings)).toMatchObject({
      url: 'https://tc.example.com/httpAuth/app/rest/buildQueue',
      headers: { 'Content-Type': 'application/xml' },
      body: '<build branchName="main"><buildType id="App_Build"/></build>',
    });
    const mr = {
      object_kind: 'merge_request',
      object_attributes: { source_branch: 'a"<b', state: 'opened' },
    };
    expect(request('teamcity', settings, delivery('merge_request_hooks', mr))!.body).toBe(
      '<build branchName="a&quot;&lt;b"><buildType id="App_Build"/></build>',
    );
  });

  it("Datadog posts to its site's webhook intake by default", () => {
    const sent = request(
      'datadog',
      { api_key: 'k1', datadog_site: 'app.datadoghq.eu' },
      delivery('job_hooks', {}),
    )!;
    expect(sent.url).toBe('https://webhook-intake.datadoghq.eu/api/v2/webhook?dd-api-key=k1');
    expect(sent.loggedUrl).toBe('https://webhook-intake.datadoghq.eu/api/v2/webhook?dd-api-key=[REDACTED]');
  });

  it('Google Chat gets simple text, threaded by the merge request', () => {
    const sent = request(
      'hangouts-chat',
      { webhook: 'https://chat.googleapis.com/v1/spaces/x/messages?key=k' },
      delivery('note_hooks', note),
    )!;
    const url = new URL(sent.url);
    expect(url.searchParams.get('threadKey')).toBe('merge request !3');
    expect(url.searchParams.get('key')).toBe('k');
    expect(JSON.parse(sent.body)).toEqual({
      text:
        `Ada Lovelace (ada) <${WEB}/-/merge_requests/3#note_9|commented on merge request !3> in <${WEB}|Group / App>: *Speed up*\n` +
        'Looks good',
    });
  });

  it('Webex Teams, Unify Circuit and Pumble get the message in their formats', () => {
    const markdown = `Ada Lovelace pushed to branch [main](${WEB}/-/commits/main) of [Group / App](${WEB}) ([Compare changes](${WEB}/-/compare/${'b'.repeat(40)}...${SHA}))`;
    expect(JSON.parse(request('webex-teams', { webhook: 'https://webex.example.com/h' })!.body)).toEqual({
      markdown,
    });
    expect(JSON.parse(request('unify-circuit', { webhook: 'https://circuit.example.com/h' })!.body)).toEqual({
      subject: 'Group / App',
      text: markdown,
      markdown: true,
    });
    expect(JSON.parse(request('pumble', { webhook: 'https://pumble.example.com/h' })!.body).text).toBe(
      `Ada Lovelace pushed to branch <${WEB}/-/commits/main|main> of <${WEB}|Group / App> (<${WEB}/-/compare/${'b'.repeat(40)}...${SHA}|Compare changes>)`,
    );
  });

  it('Matrix puts a notice into the room with the bearer token, the delivery key as transaction', () => {
    const sent = request('matrix', {
      hostname: 'https://matrix.example.com',
      token: 'syt',
      room: '!r:example.com',
    })!;
    expect(sent).toMatchObject({
      method: 'PUT',
      url: 'https://matrix.example.com/_matrix/client/v3/rooms/!r%3Aexample.com/send/m.room.message/key-1',
      headers: { Authorization: 'Bearer syt' },
    });
    expect(JSON.parse(sent.body)).toMatchObject({ msgtype: 'm.notice' });
  });

  it("strips markup from what users wrote, so it cannot hijack the message's links", () => {
    const sent = request('slack', { webhook: 'https://hooks.slack.com/x' })!;
    const payload = JSON.parse(new URLSearchParams(sent.body).get('payload')!);
    expect(payload.attachments[0].text).toBe(`<${WEB}/-/commit/${SHA}|aaaaaaaa>: Fix it - Ada`);
  });
});

describe('which events integrations act on', () => {
  const acts = (
    slug: string,
    settings: Settings,
    trigger: ActingDelivery['trigger'],
    payload: unknown,
    protectedBranches: string[] = [],
  ) =>
    INTEGRATION_ACTIONS.get(slug)!.acts(settings, {
      trigger,
      payload,
      branchProtected: (branch) => Promise.resolve(protectedBranches.includes(branch)),
    });
  const pushTo = (branch: string) => ({ ...push, ref: `refs/heads/${branch}` });
  const pipeline = (status: string, ref = 'main', tag = false) => ({
    object_kind: 'pipeline',
    object_attributes: { status, ref, tag },
    project: { default_branch: 'main' },
  });

  it('chats select branches: all, the default one, protected ones, or both', async () => {
    const pick = (selection: string) => ({ branches_to_be_notified: selection });
    expect(await acts('slack', pick('all'), 'push_hooks', pushTo('topic'))).toBe(true);
    expect(await acts('slack', pick('default'), 'push_hooks', pushTo('topic'))).toBe(false);
    expect(await acts('slack', pick('default'), 'push_hooks', pushTo('main'))).toBe(true);
    expect(await acts('slack', pick('protected'), 'push_hooks', pushTo('main'))).toBe(false);
    expect(await acts('slack', pick('protected'), 'push_hooks', pushTo('stable'), ['stable'])).toBe(true);
    expect(
      await acts('slack', pick('default_and_protected'), 'push_hooks', pushTo('stable'), ['stable']),
    ).toBe(true);
    expect(await acts('slack', pick('default_and_protected'), 'push_hooks', pushTo('main'))).toBe(true);
    expect(await acts('slack', pick('default_and_protected'), 'push_hooks', pushTo('topic'))).toBe(false);
    // Tags and their pipelines are notified whatever the selection.
    expect(await acts('slack', pick('default'), 'tag_push_hooks', { ...push, ref: 'refs/tags/v1' })).toBe(
      true,
    );
    expect(
      await acts(
        'slack',
        { ...pick('default'), notify_only_broken_pipelines: false },
        'pipeline_hooks',
        pipeline('success', 'v1', true),
      ),
    ).toBe(true);
  });

  it('chats hear of finished pipelines only, and of passed ones unless only broken ones are wanted', async () => {
    const defaults = { branches_to_be_notified: 'default', notify_only_broken_pipelines: true };
    expect(await acts('discord', defaults, 'pipeline_hooks', pipeline('failed'))).toBe(true);
    expect(await acts('discord', defaults, 'pipeline_hooks', pipeline('success'))).toBe(false);
    expect(
      await acts(
        'discord',
        { ...defaults, notify_only_broken_pipelines: false },
        'pipeline_hooks',
        pipeline('success'),
      ),
    ).toBe(true);
    expect(await acts('discord', defaults, 'pipeline_hooks', pipeline('running'))).toBe(false);
    expect(await acts('discord', defaults, 'pipeline_hooks', pipeline('failed', 'topic'))).toBe(false);
    expect(await acts('discord', defaults, 'job_hooks', {})).toBe(false);
  });

  it('chats with labels to be notified hear of merge requests and comments carrying them', async () => {
    const mr = (labels: string[]) => ({
      object_attributes: { action: 'open' },
      labels: labels.map((title) => ({ title })),
    });
    const any = { labels_to_be_notified: '~backend, ~ui' };
    const all = { ...any, labels_to_be_notified_behavior: 'match_all' };
    expect(await acts('mattermost', any, 'merge_request_hooks', mr(['ui']))).toBe(true);
    expect(await acts('mattermost', any, 'merge_request_hooks', mr(['docs']))).toBe(false);
    expect(await acts('mattermost', all, 'merge_request_hooks', mr(['ui']))).toBe(false);
    expect(await acts('mattermost', all, 'merge_request_hooks', mr(['ui', 'backend']))).toBe(true);
    expect(
      await acts('mattermost', any, 'note_hooks', { merge_request: { labels: [{ title: 'backend' }] } }),
    ).toBe(true);
    expect(await acts('mattermost', {}, 'merge_request_hooks', mr([]))).toBe(true);
  });

  it('Drone and TeamCity build pushes with commits and open merge requests; Datadog takes every pipeline and job', async () => {
    expect(await acts('drone-ci', {}, 'push_hooks', push)).toBe(true);
    expect(await acts('drone-ci', {}, 'push_hooks', { ...push, after: '0'.repeat(40) })).toBe(false);
    expect(await acts('teamcity', {}, 'push_hooks', { ...push, total_commits_count: 0 })).toBe(false);
    expect(
      await acts('teamcity', {}, 'merge_request_hooks', { object_attributes: { state: 'merged' } }),
    ).toBe(false);
    expect(
      await acts('teamcity', {}, 'merge_request_hooks', { object_attributes: { state: 'opened' } }),
    ).toBe(true);
    expect(await acts('datadog', {}, 'pipeline_hooks', pipeline('running'))).toBe(true);
    expect(await acts('datadog', {}, 'job_hooks', {})).toBe(true);
  });
});
