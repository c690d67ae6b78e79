import type { Runner, RunnerManager } from './runner.entity.ts';
import { runnerStatus } from './runner-status.ts';
import type { RunnerView } from './runner-view.ts';

/** The list fields of a runner. */
export function presentRunner(runner: Runner, now = new Date()) {
  const status = runnerStatus(runner, now);
  return {
    id: runner.id,
    description: runner.description,
    ip_address: '',
    active: !runner.paused,
    paused: runner.paused,
    is_shared: runner.runnerType === 'instance_type',
    runner_type: runner.runnerType,
    name: null,
    online: status === 'online',
    status,
  };
}

/** The detail fields of a runner; the deprecated machine fields are empty strings, as GitLab's. */
export function presentRunnerDetail({ runner, projects }: RunnerView, now = new Date()) {
  return {
    ...presentRunner(runner, now),
    architecture: '',
    platform: '',
    revision: '',
    version: '',
    contacted_at: runner.contactedAt?.toISOString() ?? null,
    maintenance_note: runner.maintenanceNote,
    tag_list: runner.tagList,
    run_untagged: runner.runUntagged,
    locked: runner.locked,
    access_level: runner.accessLevel,
    maximum_timeout: runner.maximumTimeout,
    projects: projects.map((p) => ({
      id: p.id,
      name: p.name,
      name_with_namespace: `${p.namespace.name} / ${p.name}`,
      path: p.path,
      path_with_namespace: p.fullPath,
    })),
    groups: [],
  };
}

/** A runner's new token, shown once. */
export function presentRunnerToken(runner: Runner, token: string) {
  return { id: runner.id, token, token_expires_at: runner.tokenExpiresAt?.toISOString() ?? null };
}

/** A runner manager: one machine (`system_id`) a runner runs on. */
export function presentRunnerManager(manager: RunnerManager, now = new Date()) {
  return {
    id: manager.id,
    system_id: manager.systemId,
    version: manager.version ?? '',
    revision: manager.revision ?? '',
    platform: manager.platform ?? '',
    architecture: manager.architecture ?? '',
    created_at: manager.createdAt.toISOString(),
    contacted_at: manager.contactedAt?.toISOString() ?? null,
    ip_address: manager.ipAddress ?? '',
    status: runnerStatus(manager, now),
  };
}
