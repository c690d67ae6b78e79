import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { latestPipeline, protocolRunner, waitFor } from './support/ci.ts';
import { unique } from './support/fixtures.ts';
import { hookReceiver, type ReceivedDelivery } from './support/hook-receiver.ts';

const CONFIG = `
build:
  script: make
`;

describe('integrations acting on pushes, pipelines and jobs', () => {
  let t: TestApp;
  let project: { id: number; name: string; path: string; path_with_namespace: string; web_url: string };
  let runner: ReturnType<typeof protocolRunner>;

  beforeAll(async () => {
    t = await startTestApp();
    project = (await t.post('/projects', { body: { name: unique('built'), initialize_with_readme: true } }))
      .body;
    await t.put('/application/settings', {
      body: { allow_local_requests_from_web_hooks_and_services: true },
    });
    const created = await t.post('/user/runners', {
      body: { runner_type: 'instance_type', run_untagged: true },
    });
    expect(created.status, created.text).toBe(201);
    runner = protocolRunner(t, created.body.token);
  });
  afterAll(async () => {
    await t?.close();
  });

  const integrate = async (slug: string, body: Record<string, unknown>) => {
    const response = await t.put(`/projects/${project.id}/integrations/${slug}`, { body });
    expect(response.status, response.text).toBe(200);
  };
  const commit = async (file: string, content = 'x') => {
    const response = await t.post(`/projects/${project.id}/repository/commits`, {
      body: {
        branch: 'main',
        commit_message: `Add ${file}`,
        actions: [{ action: 'create', file_path: file, content }],
      },
    });
    expect(response.status, response.text).toBe(201);
    return response.body as { id: string };
  };
  /** Runs the pipeline's one job to the end, and waits for what it sets off. */
  const runJob = async (state: 'success' | 'failed') => {
    const job = await runner.request();
    expect(job).not.toBeNull();
    await runner.finish(job!, state, state === 'success' ? 0 : 1);
  };

  it('triggers Jenkins and Drone on pushes, and sends pipelines to chats and pipelines and jobs to Datadog', async () => {
    const r = await hookReceiver();
    const base = r.url.replace(/\/hook$/, '');
    const at = (path: string) => r.received.filter((d) => d.url.split('?')[0] === path);
    const waitUntil = async (what: string, done: () => boolean) => {
      const deadline = Date.now() + 20_000;
      while (!done()) {
        if (Date.now() > deadline)
          throw new Error(`Waited for ${what}: ${JSON.stringify(r.received.map((d) => d.url))}`);
        await t.running.services.hookDeliveries.idle();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const pipelineStatus = (d: ReceivedDelivery) => d.body?.object_attributes?.status as string | undefined;
    try {
      await integrate('jenkins', {
        jenkins_url: `${base}/jenkins`,
        project_name: 'app',
        username: 'jenkins-user',
        password: 'jenkins-pass',
      });
      await integrate('drone-ci', { drone_url: `${base}/drone`, token: 'drone-token' });
      await integrate('datadog', {
        api_key: 'ddkey123',
        api_url: `${base}/datadog`,
        datadog_env: 'ci',
        datadog_service: 'railyard',
        datadog_tags: 'team:build\nsite:a,b',
      });
      // Only broken pipelines (the default) to Slack; every finished one to Telegram.
      await integrate('slack', { webhook: `${base}/slack`, push_events: false });
      await integrate('telegram', {
        hostname: base,
        token: '123:tg-token',
        room: '@builds',
        thread: 7,
        push_events: false,
        notify_only_broken_pipelines: false,
      });

      const first = await commit('.gitlab-ci.yml', CONFIG);
      await waitUntil(
        'Jenkins and Drone pushes',
        () => at('/jenkins/project/app').length === 1 && at('/drone/hook').length === 1,
      );

      const [jenkins] = at('/jenkins/project/app');
      expect(jenkins!.method).toBe('POST');
      expect(jenkins!.headers['authorization']).toBe(
        `Basic ${Buffer.from('jenkins-user:jenkins-pass').toString('base64')}`,
      );
      expect(jenkins!.headers['x-gitlab-event']).toBe('Push Hook');
      expect(jenkins!.headers['x-gitlab-event-uuid']).toMatch(/^[0-9a-f-]{36}$/);
      expect(jenkins!.body).toMatchObject({ object_kind: 'push', ref: 'refs/heads/main', after: first.id });

      const [drone] = at('/drone/hook');
      const [owner, name] = [
        project.path_with_namespace.slice(0, project.path_with_namespace.lastIndexOf('/')),
        project.path,
      ];
      expect(drone!.url).toBe(
        `/drone/hook?owner=${encodeURIComponent(owner)}&name=${encodeURIComponent(name)}&access_token=drone-token`,
      );
      expect(drone!.headers['x-gitlab-event']).toBe('Service Hook');
      expect(drone!.body).toMatchObject({ object_kind: 'push', after: first.id });

      // A pipeline that passes: Telegram hears of it, Slack (broken pipelines only) does not.
      const passed = await latestPipeline(t, project.id);
      await runJob('success');
      await waitUntil(
        'a passed pipeline on Telegram and Datadog',
        () =>
          at('/bot123:tg-token/sendMessage').length === 1 &&
          at('/datadog').some(
            (d) => d.headers['x-gitlab-event'] === 'Pipeline Hook' && pipelineStatus(d) === 'success',
          ),
      );
      const [telegram] = at('/bot123:tg-token/sendMessage');
      const web = project.web_url;
      expect(telegram!.body).toEqual({
        text: expect.stringMatching(
          new RegExp(
            `^${escape(`[${project.name}](${web}): Pipeline [#${passed.id}](${web}/-/pipelines/${passed.id}) of branch [main](${web}/-/commits/main) by `)}.+ has passed in \\d\\d:\\d\\d$`,
          ),
        ),
        chat_id: '@builds',
        message_thread_id: 7,
        parse_mode: 'markdown',
      });

      const datadog = at('/datadog');
      const query = new URLSearchParams(datadog[0]!.url.split('?')[1]);
      expect(Object.fromEntries(query)).toEqual({
        'dd-api-key': 'ddkey123',
        service: 'railyard',
        env: 'ci',
        tags: 'team:build,"site:a,b"',
      });
      const jobHooks = datadog.filter((d) => d.headers['x-gitlab-event'] === 'Job Hook');
      expect(jobHooks.map((d) => d.body.build_status)).toContain('success');
      expect(jobHooks[0]!.body).toMatchObject({
        object_kind: 'build',
        build_name: 'build',
        pipeline_id: passed.id,
      });
      expect(datadog.find((d) => pipelineStatus(d) === 'success')!.body).toMatchObject({
        object_kind: 'pipeline',
        object_attributes: { id: passed.id, status: 'success' },
      });

      // A pipeline that fails: both chats hear of it.
      await commit('again.txt');
      const failed = await waitFor(
        () => latestPipeline(t, project.id),
        (pipeline) => pipeline.id !== passed.id,
        'the second pipeline',
      );
      await runJob('failed');
      await waitUntil(
        'a failed pipeline on Slack and Telegram',
        () => at('/slack').length === 1 && at('/bot123:tg-token/sendMessage').length === 2,
      );
      const slack = JSON.parse(new URLSearchParams(at('/slack')[0]!.raw).get('payload')!);
      expect(slack.text).toBe('');
      expect(slack.attachments).toEqual([
        expect.objectContaining({
          color: 'danger',
          title: expect.stringMatching(new RegExp(`^Pipeline #${failed.id} has failed in \\d\\d:\\d\\d$`)),
          title_link: `${web}/-/pipelines/${failed.id}/failures`,
          footer: project.name,
          fields: [
            { title: 'Branch', value: `<${web}/-/commits/main|main>`, short: true },
            { title: 'Commit', value: expect.stringContaining('|Add again.txt>'), short: true },
            { title: 'Failed stage', value: `<${web}/-/pipelines/${failed.id}/failures|test>`, short: true },
            { title: 'Failed job', value: expect.stringMatching(/^<.+\/-\/jobs\/\d+\|build>$/), short: true },
          ],
        }),
      ]);
      expect(at('/slack')).toHaveLength(1);
    } finally {
      await r.close();
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
