import type { Actor } from '../../../core/actor.ts';

/** GitLab's auto-merge strategies (`MergeStrategyEnum`, lower case as GitLab stores them). */
export const AUTO_MERGE_STRATEGIES = [
  'merge_when_pipeline_succeeds',
  'merge_train',
  'add_to_merge_train_when_pipeline_succeeds',
] as const;
export type AutoMergeStrategyName = (typeof AUTO_MERGE_STRATEGIES)[number];

/**
 * GitLab's preferred auto-merge strategy: with merge trains on, the train (at once, or once the
 * running pipeline succeeds); otherwise merge when the running pipeline succeeds; null when nothing
 * would wait (the merge happens now).
 */
export function preferredStrategy(trainsOn: boolean, pipelineRunning: boolean): AutoMergeStrategyName | null {
  if (trainsOn) return pipelineRunning ? 'add_to_merge_train_when_pipeline_succeeds' : 'merge_train';
  return pipelineRunning ? 'merge_when_pipeline_succeeds' : null;
}

/** What a strategy is told about the merge request it takes over. */
export interface AutoMergeRequest {
  mergeRequestId: number;
  projectId: number;
  iid: number;
  /** The source head the caller saw (`sha`), when given. */
  sha: string | null;
  squash: boolean;
  mergeCommitMessage: string | null;
  squashCommitMessage: string | null;
  shouldRemoveSourceBranch: boolean | null;
}

/**
 * A way to merge later that another module provides (merge trains). Registered at startup through
 * `MergeStrategies.register`; the merging service calls it and never imports its module.
 */
export interface AutoMergeStrategy {
  name: AutoMergeStrategyName;
  /**
   * Set like "merge when pipeline succeeds" while the head pipeline runs, and executed once it
   * succeeds (GitLab's "add to merge train when pipeline succeeds"); executed at once otherwise.
   */
  waitsForPipeline?: boolean;
  /** Words of the system note when it is set to wait ("enabled ... when the pipeline for <sha> succeeds"). */
  waitingNote?: string;
  /** Whether the project can use it now (merge trains: the project setting is on). */
  available(projectId: number): Promise<boolean>;
  /** Takes the merge request (adds it to a train...). Throws a DomainError to refuse. */
  execute(actor: Actor, request: AutoMergeRequest): Promise<void>;
  /** Lets it go (`cancel_merge_when_pipeline_succeeds`, a closed merge request). */
  cancel(
    actor: Actor,
    request: Pick<AutoMergeRequest, 'mergeRequestId' | 'projectId' | 'iid'>,
  ): Promise<void>;
}

/** The registry of pluggable auto-merge strategies. The built-in one is merge when pipeline succeeds. */
export class MergeStrategies {
  readonly #byName = new Map<AutoMergeStrategyName, AutoMergeStrategy>();

  register(strategy: AutoMergeStrategy): void {
    if (this.#byName.has(strategy.name))
      throw new Error(`Auto-merge strategy ${strategy.name} is already registered`);
    this.#byName.set(strategy.name, strategy);
  }

  /** The names of the strategies that wait for the head pipeline. */
  waitingForPipelines(): AutoMergeStrategyName[] {
    return [...this.#byName.values()].filter((s) => s.waitsForPipeline === true).map((s) => s.name);
  }

  get(name: string): AutoMergeStrategy | null {
    return this.#byName.get(name as AutoMergeStrategyName) ?? null;
  }

  /** A registered strategy the project can use now, or null (then GitLab behaves as without it). */
  async available(name: string, projectId: number): Promise<AutoMergeStrategy | null> {
    const strategy = this.get(name);
    return strategy && (await strategy.available(projectId)) ? strategy : null;
  }
}
