import type { DomainEvent } from '../../core/events.ts';
import type { ModuleDeps } from '../../services.ts';
import { outgoing, type Audiences, type Plan, type Planner } from './audiences.ts';
import type { MessageComposer } from './messages.ts';

type Transferred = DomainEvent<'project.transferred'>;

/**
 * GitLab's `moved_project` email: a project moved to another namespace is told to its members
 * (inherited ones too) whose level lets the event through — participating and watch do, custom when
 * it is on (it is until turned off), mention and disabled do not. The one who moved it is told too,
 * as in GitLab: it tells where clones must now point.
 */
export class ProjectMovedEmails implements Planner<Transferred> {
  private readonly deps: ModuleDeps;
  private readonly audiences: Audiences;
  private readonly composer: MessageComposer;

  constructor(deps: ModuleDeps, own: { audiences: Audiences; composer: MessageComposer }) {
    this.deps = deps;
    this.audiences = own.audiences;
    this.composer = own.composer;
  }

  async plan(event: Transferred): Promise<Plan> {
    const { projectId, oldFullPath } = event.payload;
    const members = await this.deps.access.projectUserIds(projectId);
    const recipients = await this.audiences.recipients({
      event: 'moved_project',
      projectId,
      ability: 'read_project',
      candidates: members.map((userId) => ({ userId, type: 'custom', reason: null })),
      actingUserId: null,
      unsubscribed: new Set(),
    });
    if (recipients.length === 0) return [];
    const project = await this.audiences.project(projectId);
    if (!project) return [];
    const composed = this.composer.projectMoved(project, oldFullPath);
    return recipients.map(({ address }) => outgoing(address, composed));
  }
}
