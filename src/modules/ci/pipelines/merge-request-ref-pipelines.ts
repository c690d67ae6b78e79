import { RequestContext } from '@mikro-orm/postgresql';
import type { ModuleDeps } from '../../../services.ts';
import { User } from '../../users/user.entity.ts';
import type { CiEngine } from '../processing/ci-engine.ts';
import type { PipelineProcessor } from '../processing/pipeline-processor.ts';
import { predefinedPipelineVariables } from '../variables/predefined.ts';
import type { PipelineCreator } from './pipeline-creator.ts';
import type { PipelineVariable } from './pipeline.entity.ts';
import { systemActor } from './pipelines.service.ts';

/** A pipeline for a hidden ref of a merge request (`refs/merge-requests/:iid/train`...). */
export interface MergeRequestRefPipelineRequest {
  projectId: number;
  /** The full ref, as GitLab records merge request pipelines. */
  ref: string;
  sha: string;
  /** Who the pipeline runs as. */
  userId: number;
  /** `$CI_MERGE_REQUEST_*` variables (event type, iid...), visible to `rules` and jobs. */
  variables: Record<string, string>;
}

/**
 * Starts `merge_request_event` pipelines on merge request refs, on the ordinary pipeline creation
 * (configuration, rules, processing). Small on purpose: merge request pipelines proper live with
 * merge requests; merge trains use this until they do.
 */
export class MergeRequestRefPipelines {
  private readonly deps: ModuleDeps;
  private readonly creator: PipelineCreator;
  private readonly processor: PipelineProcessor;
  private readonly engine: CiEngine;

  constructor(deps: ModuleDeps, creator: PipelineCreator, processor: PipelineProcessor, engine: CiEngine) {
    this.deps = deps;
    this.creator = creator;
    this.processor = processor;
    this.engine = engine;
  }

  /**
   * Creates and processes the pipeline; its id, or null when none could be created (no
   * configuration, or rules left no job). A configuration error records a failed pipeline.
   */
  async start(request: MergeRequestRefPipelineRequest): Promise<number | null> {
    return RequestContext.create(this.deps.orm.em, async () => {
      const em = this.deps.orm.em.fork();
      const user = await em.findOne(User, request.userId);
      const subject = await this.deps.projects.find(systemActor(user!), request.projectId).catch(() => null);
      if (!user || !subject) {
        this.deps.logger.info(
          { projectId: request.projectId },
          'No merge request pipeline: no user or project',
        );
        return null;
      }
      const project = subject.project;
      const repo = this.deps.repositories.repository(project);
      const commitMessage = (
        await repo.text(['log', '-1', '--format=%B', request.sha]).catch(() => '')
      ).trimEnd();
      const predefined = {
        ...predefinedPipelineVariables({
          project,
          ref: request.ref,
          tag: false,
          protectedRef: false,
          sha: request.sha,
          beforeSha: null,
          source: 'merge_request_event',
          defaultBranch: await this.deps.repositories.defaultBranch(project, repo),
          commitMessage,
          projectUrl: this.deps.urls.to(project.fullPath),
          serverUrl: this.deps.urls.base,
          userLogin: user.username,
        }),
        ...request.variables,
      };
      const variables: PipelineVariable[] = Object.entries(request.variables).map(([key, value]) => ({
        key,
        value,
        variableType: 'env_var',
      }));
      const result = await this.deps.uow.run(async (tx) => {
        const creation = await this.creator.create(tx, {
          actor: systemActor(user),
          project,
          repo,
          user,
          ref: request.ref,
          tag: false,
          protectedRef: false,
          sha: request.sha,
          beforeSha: null,
          source: 'merge_request_event',
          variables,
          predefined,
          changedPaths: null,
        });
        if (creation.kind !== 'created') {
          this.deps.logger.info(
            {
              projectId: project.id,
              ref: request.ref,
              errors: creation.kind === 'not_created' ? creation.errors : [],
            },
            'No merge request pipeline was created',
          );
          return null;
        }
        return {
          id: creation.pipeline.id,
          effects: await this.processor.processIn(tx, creation.pipeline.id),
        };
      });
      if (!result) return null;
      await this.engine.afterProcessing(result.effects);
      return result.id;
    });
  }
}
