import type { DomainEvent } from '../../core/events.ts';
import type { ModuleDeps } from '../../services.ts';
import type { MergeRequestsService } from '../merge-requests/merge-requests.service.ts';
import { mergeRequestFacts, outgoing, type Audiences, type Plan, type Planner } from './audiences.ts';
import type { MergeRequestChange, MessageComposer } from './messages.ts';

type AutoMergeSet = DomainEvent<'merge_request.auto_merge_set'>;

/**
 * GitLab's `merge_when_pipeline_succeeds` email: a merge request set to merge once its pipeline
 * succeeds is told to its participants, watchers, subscribers and custom-level users with the event
 * on, not to the one who set it. Other strategies (merge trains) send none, as in GitLab.
 */
export class AutoMergeEmails implements Planner<AutoMergeSet> {
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

  async plan(event: AutoMergeSet): Promise<Plan> {
    const { mergeRequestId, actorId, strategy } = event.payload;
    if (strategy !== 'merge_when_pipeline_succeeds') return null;
    const facts = await this.mergeRequests.notificationFacts(mergeRequestId);
    if (!facts) return [];
    const projectId = facts.row.target_project_id;
    const { candidates } = await this.audiences.mergeRequestCandidates(facts, 'merge_when_pipeline_succeeds');
    const recipients = await this.audiences.recipients({
      event: 'merge_when_pipeline_succeeds',
      projectId,
      ability: 'read_merge_request',
      candidates,
      actingUserId: actorId,
      unsubscribed: new Set(facts.unsubscribedIds),
    });
    if (recipients.length === 0) return [];
    const [project, people] = await Promise.all([
      this.audiences.project(projectId),
      this.audiences.people([actorId, facts.row.author_id, ...facts.assigneeIds, ...facts.reviewerIds]),
    ]);
    if (!project) return [];
    const all = (ids: readonly number[]) => ids.flatMap((id) => people.get(id) ?? []);
    const change: MergeRequestChange = {
      kind: 'auto_merge_set',
      by: people.get(actorId) ?? null,
      author: facts.row.author_id === null ? null : (people.get(facts.row.author_id) ?? null),
      assignees: all(facts.assigneeIds),
      reviewers: all(facts.reviewerIds),
    };
    return recipients.map(({ address, reason }) =>
      outgoing(address, this.composer.mergeRequest(project, mergeRequestFacts(facts.row), change, reason)),
    );
  }
}
