import type { Actor } from '../../../core/actor.ts';
import { badRequest } from '../../../core/errors.ts';
import { authorize } from '../../../core/policy.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { CiConfigService } from '../config/ci-config.service.ts';
import type { PipelineContext } from '../config/types.ts';
import { predefinedPipelineVariables } from '../variables/predefined.ts';
import type { LintResult } from './lint-result.ts';

export interface LintOptions {
  dryRun?: boolean;
  includeJobs?: boolean;
  /** The branch or tag a dry run simulates a pipeline for (default branch by default). */
  dryRunRef?: string;
}

/** CI lint: validates a configuration and, on request, simulates pipeline creation for a ref. */
export class CiLintService {
  private readonly deps: ModuleDeps;
  private readonly configs: CiConfigService;

  constructor(deps: ModuleDeps, configs: CiConfigService) {
    this.deps = deps;
    this.configs = configs;
  }

  /** POST /projects/:id/ci/lint: the given content. */
  async lintContent(
    actor: Actor,
    projectIdOrPath: string | number,
    content: string,
    options: LintOptions,
  ): Promise<LintResult> {
    const target = await this.access(actor, projectIdOrPath);
    const sha = await target.repo.resolveCommit(
      options.dryRunRef ?? (await this.deps.repositories.defaultBranch(target.subject.project, target.repo)),
    );
    return this.lint(actor, target, content, sha, options);
  }

  /** GET /projects/:id/ci/lint: the project's own CI file at `content_ref`. */
  async lintProject(
    actor: Actor,
    projectIdOrPath: string | number,
    options: LintOptions & { contentRef?: string },
  ): Promise<LintResult> {
    const target = await this.access(actor, projectIdOrPath);
    const ref =
      options.contentRef ?? (await this.deps.repositories.defaultBranch(target.subject.project, target.repo));
    const sha = await target.repo.resolveCommit(ref);
    const content = sha ? await this.configs.read(target.subject.project, target.repo, sha) : null;
    if (content === null) {
      return {
        valid: false,
        errors: ['Please provide content of .gitlab-ci.yml'],
        warnings: [],
        mergedYaml: null,
        includes: [],
      };
    }
    return this.lint(actor, target, content, sha, options);
  }

  private async access(actor: Actor, projectIdOrPath: string | number) {
    const subject = await this.deps.projects.find(actor, projectIdOrPath);
    authorize(actor, 'create_pipeline', subject);
    return { subject, repo: this.deps.repositories.repository(subject.project) };
  }

  private async lint(
    actor: Actor,
    target: Awaited<ReturnType<CiLintService['access']>>,
    content: string,
    sha: string | null,
    options: LintOptions,
  ): Promise<LintResult> {
    const compiled = await this.configs.compile(actor, target.repo, sha ?? 'HEAD', content);
    if (!('config' in compiled)) {
      return {
        valid: false,
        errors: compiled.errors,
        warnings: compiled.warnings,
        mergedYaml: compiled.mergedYaml,
        includes: [],
      };
    }
    const { config } = compiled;
    const result: LintResult = {
      valid: true,
      errors: [],
      warnings: config.warnings,
      mergedYaml: config.mergedYaml,
      includes: config.includes.map((i) => ({
        type: i.type,
        location: i.location,
        contextProject: i.contextProject,
      })),
    };
    if (!options.dryRun) {
      if (options.includeJobs) {
        result.jobs = config.jobs.map((definition) => ({
          definition,
          when: definition.when,
          allowFailure: definition.allowFailure,
        }));
      }
      return result;
    }
    const project = target.subject.project;
    const ref = options.dryRunRef ?? (await this.deps.repositories.defaultBranch(project, target.repo));
    const tagSha = await target.repo.resolveCommit(`refs/tags/${ref}`);
    const branchSha = tagSha ? null : await target.repo.resolveCommit(`refs/heads/${ref}`);
    const commit = tagSha ?? branchSha;
    if (!commit) throw badRequest(`Reference not found`);
    const context: PipelineContext = {
      variables: predefinedPipelineVariables({
        project,
        ref,
        tag: tagSha !== null,
        protectedRef: await this.deps.protectedRefs.isProtectedRef(project, ref, tagSha !== null),
        sha: commit,
        beforeSha: null,
        source: 'push',
        defaultBranch: await this.deps.repositories.defaultBranch(project, target.repo),
        commitMessage: '',
        projectUrl: this.deps.urls.to(project.fullPath),
        serverUrl: this.deps.urls.base,
      }),
      source: 'push',
      ref,
      tag: tagSha !== null,
      sha: commit,
      changedPaths: null,
      exists: async (globs) => {
        const { default: picomatch } = await import('picomatch');
        const match = picomatch(globs, { dot: true });
        const files = await target.repo.text(['ls-tree', '-r', '--name-only', '-z', commit]);
        return files.split('\0').some((f) => f !== '' && match(f));
      },
    };
    const seed = await this.configs.seed(config, context);
    if (seed.kind === 'error') return { ...result, valid: false, errors: seed.errors };
    if (seed.kind === 'filtered') {
      const message =
        seed.reason === 'workflow'
          ? 'Pipeline filtered out by workflow rules.'
          : 'Pipeline will not run for the selected trigger. The rules configuration prevented any jobs from being added to the pipeline.';
      return { ...result, valid: false, errors: [message] };
    }
    if (options.includeJobs) {
      result.jobs = seed.jobs.map((job) => ({
        definition: job.definition,
        when: job.when,
        allowFailure: job.allowFailure,
      }));
    }
    return result;
  }
}
