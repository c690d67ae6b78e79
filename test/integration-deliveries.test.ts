import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { unique } from './support/fixtures.ts';
import { hookReceiver, type ReceivedDelivery } from './support/hook-receiver.ts';

describe('chat integrations acting on pushes', () => {
  let t: TestApp;
  let project: { id: number; name: string; name_with_namespace: string; web_url: string };
  let me: { name: string; username: string };

  beforeAll(async () => {
    t = await startTestApp();
    project = (await t.post('/projects', { body: { name: unique('chatty'), initialize_with_readme: true } }))
      .body;
    me = (await t.get('/user')).body;
  });
  afterAll(async () => {
    await t?.close();
  });

  const allowLocal = (allowed: boolean) =>
    t.put('/application/settings', { body: { allow_local_requests_from_web_hooks_and_services: allowed } });
  const settle = () => t.running.services.hookDeliveries.idle();
  const integrate = async (slug: string, body: Record<string, unknown>) => {
    const response = await t.put(`/projects/${project.id}/integrations/${slug}`, { body });
    expect(response.status, response.text).toBe(200);
  };
  const commit = async (branch: string, file: string, startBranch?: string) => {
    const response = await t.post(`/projects/${project.id}/repository/commits`, {
      body: {
        branch,
        ...(startBranch ? { start_branch: startBranch } : {}),
        commit_message: `Add ${file}\n\nWith a body.`,
        actions: [{ action: 'create', file_path: file, content: 'x' }],
      },
    });
    expect(response.status, response.text).toBe(201);
    return response.body as { id: string };
  };
  /** The delivery logs of the project's service hooks (their integrations' slugs), once done. */
  type ServiceLog = {
    type: string;
    url: string;
    response_status: string;
    internal_error_message: string | null;
  };
  const serviceLogs = () =>
    t.run<ServiceLog[]>(() =>
      t.running.orm.em
        .fork()
        .getConnection()
        .execute(
          `select i.type, l.url, l.response_status, l.internal_error_message
           from web_hook_logs l join web_hooks h on h.id = l.web_hook_id
             join integrations i on i.id = h.integration_id
           where h.type = 'ServiceHook' and i.project_id = ? and l.state = 'done' order by l.id`,
          [project.id],
        ),
    );
  const waitForLogs = async (n: number) => {
    for (let logs = await serviceLogs(); ; logs = await serviceLogs()) {
      if (logs.length >= n) return logs;
      await settle();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const slackPayload = (d: ReceivedDelivery) => JSON.parse(new URLSearchParams(d.raw).get('payload')!);

  it("posts GitLab's push messages to Slack and Discord, honouring channels and branch selection", async () => {
    const r = await hookReceiver();
    try {
      await allowLocal(true);
      await integrate('slack', {
        webhook: `${r.url}?slack`,
        channel: '#general, #other',
        push_channel: '#pushes',
        username: 'gitlab-bot',
        branches_to_be_notified: 'all',
      });
      // Discord keeps the default selection: the default branch only.
      await integrate('discord', { webhook: `${r.url}?discord` });
      // Set up, then disabled: sends nothing.
      await integrate('mattermost', { webhook: `${r.url}?mattermost` });
      expect((await t.delete(`/projects/${project.id}/integrations/mattermost`)).status).toBe(204);
      const at = (suffix: string) => r.received.filter((d) => d.url.endsWith(suffix));

      const pushed = await commit('main', 'one.txt');
      await r.count(2);
      await settle();
      const web = project.web_url;
      const sha8 = pushed.id.slice(0, 8);

      const [slack] = at('?slack');
      expect(slack!.method).toBe('POST');
      expect(slack!.headers['content-type']).toBe('application/x-www-form-urlencoded');
      const message = slackPayload(slack!);
      expect(message.text).toMatch(
        new RegExp(
          `^${escape(`${me.name} pushed to branch <${web}/-/commits/main|main> of <${web}|${project.name_with_namespace}> (<${web}/-/compare/`)}[0-9a-f]{40}\\.\\.\\.${pushed.id}\\|Compare changes>\\)$`,
        ),
      );
      expect(message).toMatchObject({
        attachments: [
          {
            text: expect.stringMatching(
              new RegExp(`^<${escape(`${web}/-/commit/${pushed.id}|${sha8}`)}>: Add one.txt - .+$`),
            ),
            color: '#334455',
          },
        ],
        fallback: message.text,
        channel: '#pushes',
        username: 'gitlab-bot',
      });

      const [discord] = at('?discord');
      expect(discord!.headers['content-type']).toBe('application/json');
      const [embed] = discord!.body.embeds;
      expect(embed).toMatchObject({ author: { name: me.name }, color: 0xfc6d26 });
      expect(embed.description).toContain(
        `${me.name} pushed to branch [main](${web}/-/commits/main) of [${project.name_with_namespace}](${web})`,
      );
      expect(embed.description).toContain(`\n[${sha8}](${web}/-/commit/${pushed.id}): Add one.txt - `);

      // A new branch: Slack (all branches) hears of it, Discord (default branch only) does not.
      await commit('feature', 'two.txt', 'main');
      await r.count(3);
      await settle();
      expect(r.received.map((d) => d.url.split('?')[1]).sort()).toEqual(['discord', 'slack', 'slack']);
      const created = slackPayload(at('?slack')[1]!);
      expect(created.text).toBe(
        `${me.name} pushed new branch <${web}/-/commits/feature|feature> to <${web}|${project.name_with_namespace}>`,
      );
      expect(created.attachments).toEqual([]);
      expect(at('?mattermost')).toHaveLength(0);
    } finally {
      await r.close();
    }
  });

  it('leaves a failed log and sends nothing when the outbound guard refuses the address', async () => {
    const r = await hookReceiver();
    try {
      await allowLocal(true);
      await integrate('pumble', { webhook: `${r.url}?pumble`, branches_to_be_notified: 'all' });
      await allowLocal(false);
      const before = (await serviceLogs()).length;
      await commit('main', `${unique('blocked')}.txt`);
      const logs = await waitForLogs(before + 3);
      const pumble = logs.slice(before).filter((log) => log.type === 'pumble');
      expect(pumble).toHaveLength(1);
      expect(pumble[0]).toMatchObject({ url: `${r.url}?pumble`, response_status: 'internal error' });
      expect(pumble[0]!.internal_error_message).toMatch(/local|loopback|not allowed|blocked/i);
      expect(r.received).toHaveLength(0);
    } finally {
      await allowLocal(true);
      expect((await t.delete(`/projects/${project.id}/integrations/pumble`)).status).toBe(204);
      await r.close();
    }
  });

  it('posts merge requests opened, but not their updates', async () => {
    const r = await hookReceiver();
    try {
      await allowLocal(true);
      await integrate('microsoft-teams', { webhook: `${r.url}?teams`, push_events: false });
      await commit('topic', 'three.txt', 'main');
      const mr = await t.post(`/projects/${project.id}/merge_requests`, {
        body: {
          source_branch: 'topic',
          target_branch: 'main',
          title: 'Add [three](http://evil) files\nmore',
        },
      });
      expect(mr.status, mr.text).toBe(201);
      await r.count(1);
      const updated = await t.put(`/projects/${project.id}/merge_requests/${mr.body.iid}`, {
        body: { title: 'Renamed' },
      });
      expect(updated.status, updated.text).toBe(200);
      const closed = await t.put(`/projects/${project.id}/merge_requests/${mr.body.iid}`, {
        body: { state_event: 'close' },
      });
      expect(closed.status, closed.text).toBe(200);
      await r.count(2);
      await settle();
      expect(r.received).toHaveLength(2);
      const web = project.web_url;
      const mrLink = (title: string) =>
        `[!${mr.body.iid} *${title}*](${web}/-/merge_requests/${mr.body.iid})`;
      expect(r.received[0]!.body).toEqual({
        title: project.name_with_namespace,
        summary: `${me.name} (${me.username}) opened merge request ${mrLink('Add three files')} in [${project.name_with_namespace}](${web})`,
        sections: [
          {
            activityTitle: `Merge request opened by ${me.name} (${me.username})`,
            activitySubtitle: `in [${project.name_with_namespace}](${web})`,
            activityText: mrLink('Add three files'),
            activityImage: expect.any(String),
          },
        ],
      });
      expect(r.received[1]!.body.summary).toBe(
        `${me.name} (${me.username}) closed merge request ${mrLink('Renamed')} in [${project.name_with_namespace}](${web})`,
      );
    } finally {
      await r.close();
    }
  });

  it('posts comments on merge requests to Webex Teams in Markdown', async () => {
    const r = await hookReceiver();
    try {
      await allowLocal(true);
      await integrate('webex-teams', {
        webhook: `${r.url}?webex`,
        push_events: false,
        merge_requests_events: false,
        pipeline_events: false,
      });
      await commit('noted', 'four.txt', 'main');
      const mr = await t.post(`/projects/${project.id}/merge_requests`, {
        body: { source_branch: 'noted', target_branch: 'main', title: 'Note me' },
      });
      expect(mr.status, mr.text).toBe(201);
      const note = await t.post(`/projects/${project.id}/merge_requests/${mr.body.iid}/notes`, {
        body: { body: 'Nice **work**' },
      });
      expect(note.status, note.text).toBe(201);
      const [delivery] = await r.count(1);
      await settle();
      expect(r.received).toHaveLength(1);
      const web = project.web_url;
      expect(delivery!.body).toEqual({
        markdown:
          `${me.name} (${me.username}) [commented on merge request !${mr.body.iid}](${web}/-/merge_requests/${mr.body.iid}#note_${note.body.id}) ` +
          `in [${project.name_with_namespace}](${web}): *Note me*`,
      });
    } finally {
      await r.close();
    }
  });

  it("never lists or shows integrations' service hooks through the hook APIs", async () => {
    const ids = await t.run<{ id: number }[]>(() =>
      t.running.orm.em.fork().getConnection().execute(`select id from web_hooks where type = 'ServiceHook'`),
    );
    // The tests above made service hooks for Slack, Discord, Pumble and Microsoft Teams.
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const hidden = ids.map((row) => row.id);
    const system = await t.get('/hooks');
    expect(system.status).toBe(200);
    expect(system.body.map((h: { id: number }) => h.id)).not.toEqual(expect.arrayContaining([hidden[0]]));
    expect((await t.get(`/projects/${project.id}/hooks`)).body).toEqual([]);
    expect((await t.get(`/hooks/${hidden[0]}`)).status).toBe(404);
    const graphql = await t.running.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${ROOT_TOKEN}`, 'content-type': 'application/json' },
      payload: {
        query: `query($ids: [ID!]!) { nodes(ids: $ids) { id } systemWebhooks { nodes { id } } }`,
        variables: { ids: hidden.map((id) => `gid://gitlab/WebHook/${id}`) },
      },
    });
    const answer = graphql.json();
    // Unknown to the caller, as a node that does not exist.
    expect(answer.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(
      hidden.map(() => 'NOT_FOUND'),
    );
    expect(answer.data.nodes).toEqual(hidden.map(() => null));
    expect(answer.data.systemWebhooks.nodes).toEqual([]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
