import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createProject } from './support/membership.ts';

let t: TestApp;
let api: InstanceType<typeof Gitlab>;

beforeAll(async () => {
  t = await startTestApp();
  api = new Gitlab({ host: await t.listen(), token: ROOT_TOKEN });
});

afterAll(async () => {
  await t.close();
});

describe('environments and deployments through @gitbeaker/rest', () => {
  it('drives Environments and Deployments as a GitLab client does', async () => {
    const project = await createProject(t);
    const created = await api.Environments.create(project.id, 'review/gitbeaker', {
      externalUrl: 'https://gitbeaker.example.com',
      tier: 'testing',
    });
    expect(created).toMatchObject({
      name: 'review/gitbeaker',
      external_url: 'https://gitbeaker.example.com',
      tier: 'testing',
      state: 'available',
    });
    const edited = await api.Environments.edit(project.id, created.id, { tier: 'staging' });
    expect(edited.tier).toBe('staging');
    expect((await api.Environments.all(project.id, { search: 'gitbeaker' })).map((e) => e.id)).toEqual([
      created.id,
    ]);

    const sha = 'b'.repeat(40);
    const deployment = await api.Deployments.create(project.id, 'review/gitbeaker', sha, 'main', false, {
      status: 'running',
    });
    expect(deployment).toMatchObject({ status: 'running', sha, environment: { id: created.id } });
    expect((await api.Deployments.edit(project.id, deployment.id, 'success')).status).toBe('success');
    expect((await api.Deployments.show(project.id, deployment.id)).status).toBe('success');
    expect(
      (await api.Deployments.all(project.id, { environment: 'review/gitbeaker' })).map((d) => d.id),
    ).toEqual([deployment.id]);
    const shown = await api.Environments.show(project.id, created.id);
    expect(shown.last_deployment).toMatchObject({ id: deployment.id, status: 'success' });

    const stopped = await api.Environments.stop(project.id, created.id);
    expect(stopped.state).toBe('stopped');
    await api.Environments.remove(project.id, created.id);
    await expect(api.Environments.show(project.id, created.id)).rejects.toThrow();
    const stale = await api.Environments.stopStale(
      project.id,
      new Date(Date.now() - 30 * 86_400_000).toISOString(),
    );
    expect(stale.message).toBe('Successfully requested stop for all stale environments');
  });
});
