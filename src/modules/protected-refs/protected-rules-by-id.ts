import type { Actor } from '../../core/actor.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import type { ProtectedBranchesDeps } from './protected-branches.service.ts';
import type { StoredProtection } from './protection-records.ts';

/**
 * Protected branches or tags by id, as their lists show them (maintainers: `admin_protected_refs`),
 * with their projects; null where missing or of a project the actor does not manage. A few reads,
 * whatever the number of ids.
 */
export async function manageableRulesById<K extends keyof StoredProtection>(
  deps: ProtectedBranchesDeps,
  actor: Actor,
  kind: K,
  ids: readonly number[],
): Promise<({ rule: StoredProtection[K][number]; subject: ProjectSubject } | null)[]> {
  const projectOf = await deps.refs.records.projectsOf(kind, ids);
  const managed = await deps.projects.withAbility(actor, 'admin_protected_refs', [...projectOf.values()]);
  const stored = await deps.refs.records.load([...managed.keys()]);
  return ids.map((id) => {
    const projectId = projectOf.get(id);
    const subject = projectId === undefined ? undefined : managed.get(projectId);
    if (!subject) return null;
    const rules: readonly StoredProtection[K][number][] = stored.get(subject.project.id)?.[kind] ?? [];
    const rule = rules.find((r) => r.id === id);
    return rule ? { rule, subject } : null;
  });
}
