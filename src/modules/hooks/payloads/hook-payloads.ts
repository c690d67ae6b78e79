import type { DomainEvent } from '../../../core/events.ts';
import type { ModuleDeps } from '../../../services.ts';
import { systemActor } from '../../ci/pipelines/pipelines.service.ts';
import { commitFiles } from './commit-files.ts';
import { isTagPush, PUSH_PAYLOAD_COMMITS, pushPayload } from './push-payload.ts';

/**
 * Builds the payloads of hook deliveries from domain events, reading what they show through the
 * services of the modules that own it. Null when the event's subject is gone.
 */
export class HookPayloads {
  private readonly deps: ModuleDeps;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
  }

  async push(event: DomainEvent<'repository.pushed'>): Promise<Record<string, unknown> | null> {
    const { projectId, userId, ref } = event.payload;
    if (userId === null) return null;
    const user = await this.deps.users.byId(userId);
    if (!user) return null;
    const subject = await this.deps.projects.find(systemActor(user), projectId).catch(() => null);
    if (!subject) return null;
    const project = subject.project;
    const tag = isTagPush(event);
    const name = ref.replace(/^refs\/(heads|tags)\//, '');
    const listed = event.payload.commits.slice(0, PUSH_PAYLOAD_COMMITS).map((c) => c.id);
    const [refProtected, files] = await Promise.all([
      this.deps.protectedRefs.isProtectedRef(project, name, tag),
      commitFiles(this.deps.repositories.repository(project), listed).catch(() => new Map()),
    ]);
    return pushPayload({ event, project, user, refProtected, files, urls: this.deps.urls });
  }
}
