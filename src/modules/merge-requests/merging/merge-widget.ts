import type { Actor } from '../../../core/actor.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { MergeRequestView } from '../merge-request-view.ts';
import type { MergeRequestsService } from '../merge-requests.service.ts';
import { mergeCommitMessage, squashCommitMessage, type TemplateFacts } from './merge-messages.ts';
import { ACTIVE_PIPELINE, setting } from './merge-settings.ts';
import { preferredStrategy, type AutoMergeStrategyName, type MergeStrategies } from './merge-strategies.ts';

/** The commit messages the merge widget offers, as `/merge` would write them now. */
export interface DefaultCommitMessages {
  merge: string;
  mergeWithDescription: string;
  squash: string;
}

/**
 * What the merge widget shows about many merge requests at once: the default commit messages (the
 * project's templates, rendered with the same code `/merge` uses) and the auto-merge strategies
 * available now. A fixed number of reads per page, whatever its size.
 */
export class MergeWidgetFacts {
  readonly #deps: ModuleDeps;
  readonly #mrs: MergeRequestsService;
  readonly #strategies: MergeStrategies;

  constructor(deps: ModuleDeps, mrs: MergeRequestsService, strategies: MergeStrategies) {
    this.#deps = deps;
    this.#mrs = mrs;
    this.#strategies = strategies;
  }

  /** Default merge and squash commit messages, by merge request id (`%{merged_by}` is the caller). */
  async commitMessages(
    actor: Actor,
    views: readonly MergeRequestView[],
  ): Promise<Map<number, DefaultCommitMessages>> {
    const [subjects, identity] = await Promise.all([
      this.#mrs.details.subjects(
        actor,
        views.map((v) => v.projectId),
      ),
      actor.user ? this.#deps.users.commitIdentity(actor.user.id).catch(() => null) : null,
    ]);
    const result = new Map<number, DefaultCommitMessages>();
    for (const view of views) {
      const subject = subjects.get(view.projectId);
      if (!subject) continue;
      const facts: TemplateFacts = {
        row: {
          source_branch: view.sourceBranch,
          target_branch: view.targetBranch,
          title: view.title,
          description: view.description,
        },
        reference: `${view.projectPath}!${view.iid}`,
        url: view.webUrl,
        mergedBy: identity?.name ?? '',
      };
      const template = setting<string | null>(subject, 'merge_commit_template');
      result.set(view.id, {
        merge: mergeCommitMessage(template, facts),
        mergeWithDescription: mergeCommitMessage(template, facts, { includeDescription: true }),
        squash: squashCommitMessage(setting(subject, 'squash_commit_template'), facts),
      });
    }
    return result;
  }

  /**
   * GitLab's available auto-merge strategies, by merge request id: none unless the caller may merge
   * and every check but the pipeline passes; then merge when the running pipeline succeeds, or with
   * merge trains on, the train (at once, or once the running pipeline succeeds).
   */
  async availableStrategies(
    actor: Actor,
    views: readonly MergeRequestView[],
  ): Promise<Map<number, AutoMergeStrategyName[]>> {
    const [permissions, trains] = await Promise.all([
      this.#mrs.details.permissions(actor, views),
      this.#trainProjects(views),
    ]);
    return new Map(
      views.map((view) => {
        const mergeable =
          permissions.get(view.id)?.canMerge === true &&
          view.mergeabilityChecks.every(
            (c) => c.identifier === 'ci_must_pass' || c.status === 'success' || c.status === 'inactive',
          );
        if (!mergeable) return [view.id, []];
        const running = view.headPipeline !== null && ACTIVE_PIPELINE.has(view.headPipeline.status);
        const preferred = preferredStrategy(trains.has(view.projectId), running);
        return [view.id, preferred ? [preferred] : []];
      }),
    );
  }

  /** Projects (of these merge requests) where the merge train strategies are available now. */
  async #trainProjects(views: readonly MergeRequestView[]): Promise<Set<number>> {
    const ids = [...new Set(views.map((v) => v.projectId))];
    const found = await Promise.all(
      ids.map(async (id) => ((await this.#strategies.available('merge_train', id)) ? [id] : [])),
    );
    return new Set(found.flat());
  }
}
