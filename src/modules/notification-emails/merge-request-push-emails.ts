import type { DomainEvent } from '../../core/events.ts';
import { readCommits } from '../../git/commit-log.ts';
import { ZERO_OID } from '../../git/repository.ts';
import type { ModuleDeps } from '../../services.ts';
import type { MergeRequestsService } from '../merge-requests/merge-requests.service.ts';
import type { Project } from '../projects/project.entity.ts';
import {
  mergeRequestFacts,
  outgoing,
  projectFacts,
  type Audiences,
  type Plan,
  type Planner,
} from './audiences.ts';
import type { MergeRequestChange, MessageComposer } from './messages.ts';

type Pushed = DomainEvent<'repository.pushed'>;

/** More than a push event lists (its newest 20), so every listed commit new to the target is found. */
const MAX_LISTED = 1000;

/**
 * GitLab's `push_to_merge_request` email: commits pushed to the source branch of open merge requests
 * are told to each one's participants, subscribers and custom-level users who turned the event on
 * (watchers do not get it), never to the pusher. Merge requests opened after the push are left out:
 * the push was not to them. The email lists the pushed commits, those the target branch already had
 * (a merge of it into the source branch) set apart.
 */
export class MergeRequestPushEmails implements Planner<Pushed> {
  private readonly deps: ModuleDeps;
  private readonly audiences: Audiences;
  private readonly mergeRequests: MergeRequestsService;
  private readonly composer: MessageComposer;

  constructor(
    deps: ModuleDeps,
    own: { audiences: Audiences; mergeRequests: MergeRequestsService; composer: MessageComposer },
  ) {
    this.deps = deps;
    this.audiences = own.audiences;
    this.mergeRequests = own.mergeRequests;
    this.composer = own.composer;
  }

  async plan(event: Pushed): Promise<Plan> {
    const { projectId, ref, userId, commits } = event.payload;
    if (!ref.startsWith('refs/heads/') || userId === null || commits.length === 0) return [];
    const ids = await this.mergeRequests.openFromSourceBranch(
      projectId,
      ref.slice('refs/heads/'.length),
      new Date(event.occurredAt),
    );
    const messages = [];
    for (const id of ids) messages.push(...(await this.forMergeRequest(id, event.payload, userId)));
    return messages;
  }

  private async forMergeRequest(id: number, push: Pushed['payload'], pusherId: number) {
    const facts = await this.mergeRequests.notificationFacts(id);
    if (!facts) return [];
    const projectId = facts.row.target_project_id;
    const { candidates } = await this.audiences.mergeRequestCandidates(facts, 'push_to_merge_request');
    const recipients = await this.audiences.recipients({
      event: 'push_to_merge_request',
      projectId,
      ability: 'read_merge_request',
      candidates,
      actingUserId: pusherId,
      unsubscribed: new Set(facts.unsubscribedIds),
    });
    if (recipients.length === 0) return [];
    const [project, people] = await Promise.all([
      this.audiences.projectEntity(projectId),
      this.audiences.people([pusherId]),
    ]);
    if (!project) return [];
    // The push lists its newest commits first; the email, like GitLab's, oldest first.
    const pushed = push.commits.map((c) => ({ id: c.id, title: c.title })).reverse();
    const fresh =
      facts.row.source_project_id === projectId
        ? await this.notInTarget(project, push, facts.row.target_branch)
        : null;
    const change: MergeRequestChange = {
      kind: 'pushed',
      by: people.get(pusherId) ?? null,
      commits: fresh ? pushed.filter((c) => fresh.has(c.id)) : pushed,
      existing: fresh ? pushed.filter((c) => !fresh.has(c.id)) : [],
      more: Math.max(0, push.totalCommitsCount - push.commits.length),
    };
    const about = projectFacts(project);
    return recipients.map(({ address, reason }) =>
      outgoing(address, this.composer.mergeRequest(about, mergeRequestFacts(facts.row), change, reason)),
    );
  }

  /**
   * Which of the push's commits the target branch does not have yet: the others (a merge of the
   * target into the source branch brings them) are not new to the merge request.
   */
  private async notInTarget(
    project: Project,
    push: Pushed['payload'],
    targetBranch: string,
  ): Promise<Set<string>> {
    const repo = this.deps.repositories.repository(project);
    const range = [push.after, `^refs/heads/${targetBranch}`];
    if (push.before !== ZERO_OID) range.push(`^${push.before}`);
    const commits = await readCommits(repo, range, { limit: MAX_LISTED });
    return new Set(commits.map((c) => c.id));
  }
}
