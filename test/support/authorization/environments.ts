import { unique } from '../fixtures.ts';
import type { Case } from './matrix.ts';
import { setup, type Place } from './world.ts';

/** Fixtures of the environment, deployment and cluster rows, made once per place by root. */
const made = new WeakMap<Place, Map<string, Promise<number>>>();

function once(c: Case, key: string, make: () => Promise<number>): Promise<number> {
  let byKey = made.get(c.place);
  if (!byKey) made.set(c.place, (byKey = new Map()));
  let value = byKey.get(key);
  if (!value) {
    value = make();
    byKey.set(key, value);
  }
  return value;
}

async function newEnvironment(c: Case, prefix: string, stopped = false): Promise<number> {
  const base = `/projects/${c.place.project.id}/environments`;
  const created = await setup(c.world.t, 'POST', base, { body: { name: unique(prefix) } });
  const id = created.body.id as number;
  if (stopped) await setup(c.world.t, 'POST', `${base}/${id}/stop`);
  return id;
}

async function newDeployment(c: Case, status: string): Promise<number> {
  const created = await setup(c.world.t, 'POST', `/projects/${c.place.project.id}/deployments`, {
    body: { environment: unique('deploy'), sha: c.place.mainSha, ref: 'main', tag: false, status },
  });
  return created.body.id as number;
}

async function newCluster(c: Case, kind: 'projects' | 'groups'): Promise<number> {
  const id = kind === 'projects' ? c.place.project.id : c.place.group.id;
  const created = await setup(c.world.t, 'POST', `/${kind}/${id}/clusters/user`, {
    body: {
      name: unique('cluster'),
      platform_kubernetes_attributes: { api_url: 'https://kubernetes.example.com', token: 'k8s-token' },
    },
  });
  return created.body.id as number;
}

export const environmentOf = (c: Case) => once(c, 'environment', () => newEnvironment(c, 'env'));

/** A stopped environment for a case that may delete it: a fresh one when the case is allowed. */
export const environmentToDelete = (c: Case) =>
  c.allowed ? newEnvironment(c, 'gone', true) : once(c, 'stopped', () => newEnvironment(c, 'stopped', true));

export const environmentToStop = (c: Case) => (c.allowed ? newEnvironment(c, 'stop') : environmentOf(c));

export const deploymentOf = (c: Case) => once(c, 'deployment', () => newDeployment(c, 'running'));

/** A deployment that may be deleted: not its environment's last successful one, and not running. */
export const deploymentToDelete = (c: Case) =>
  c.allowed ? newDeployment(c, 'failed') : once(c, 'failed-deployment', () => newDeployment(c, 'failed'));

export const clusterOf = (c: Case, kind: 'projects' | 'groups') =>
  once(c, `cluster-${kind}`, () => newCluster(c, kind));

export const clusterToDelete = (c: Case, kind: 'projects' | 'groups') =>
  c.allowed ? newCluster(c, kind) : clusterOf(c, kind);

async function newAnnotation(c: Case): Promise<number> {
  const environmentId = await environmentOf(c);
  const created = await setup(
    c.world.t,
    'POST',
    `/environments/${environmentId}/metrics_dashboard/annotations`,
    {
      body: { dashboard_path: 'd.yml', starting_at: '2020-01-01T00:00:00Z', description: unique('note') },
    },
  );
  return created.body.id as number;
}

/** An annotation of the place's environment, fresh when the case may delete it. */
export const annotationToDelete = (c: Case) =>
  c.allowed ? newAnnotation(c) : once(c, 'annotation', () => newAnnotation(c));
