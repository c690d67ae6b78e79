import type { Actor } from '../../../core/actor.ts';
import { isSafeRevision, type GitRepository } from '../../../git/repository.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { ApplicationSettingsService } from '../../application-settings/application-settings.service.ts';
import type { PlanLimitsService } from '../../plan-limits/plan-limits.service.ts';
import type { Project } from '../../projects/project.entity.ts';
import type { PipelineConfigLoader } from '../pipelines/pipeline-creator.ts';
import { compileConfig, type Compiled, type ConfigFileSource } from './compile.ts';
import { seedPipeline } from './seed.ts';

export const DEFAULT_CI_CONFIG_PATH = '.gitlab-ci.yml';

/**
 * A project's CI configuration: where it lives (the project's `ci_config_path`, else the instance's
 * `default_ci_config_path`, else `.gitlab-ci.yml`), how its includes are read (the project's files at the commit, other projects'
 * files with the caller's access), compiled with the plan's limits.
 */
export class CiConfigService implements PipelineConfigLoader {
  private readonly deps: ModuleDeps;
  private readonly planLimits: PlanLimitsService;
  private readonly settings: ApplicationSettingsService;

  constructor(deps: ModuleDeps, planLimits: PlanLimitsService, settings: ApplicationSettingsService) {
    this.deps = deps;
    this.planLimits = planLimits;
    this.settings = settings;
  }

  async configPath(project: Project): Promise<string> {
    if (project.ciConfigPath) return project.ciConfigPath;
    return (await this.settings.current()).default_ci_config_path || DEFAULT_CI_CONFIG_PATH;
  }

  /** The CI file at a commit, or null. */
  async read(project: Project, repo: GitRepository, sha: string): Promise<string | null> {
    return readFile(repo, sha, await this.configPath(project));
  }

  async compile(actor: Actor, repo: GitRepository, sha: string, content: string): Promise<Compiled> {
    const limits = await this.planLimits.limits();
    return compileConfig(content, this.source(actor, repo, sha), {
      needsLimit: limits.ciNeedsSizeLimit || Infinity,
    });
  }

  source(actor: Actor, repo: GitRepository, sha: string): ConfigFileSource {
    return {
      local: (path) => readFile(repo, sha, path),
      project: async (fullPath, ref, path) => {
        const target = await this.deps.repositories.readable(actor, fullPath).catch(() => null);
        if (!target) return 'denied';
        const revision =
          ref ?? (await this.deps.repositories.defaultBranch(target.subject.project, target.repo));
        const commit = isSafeRevision(revision) ? await target.repo.resolveCommit(revision) : null;
        return { content: commit ? await readFile(target.repo, commit, path) : null };
      },
    };
  }

  async load(input: Parameters<PipelineConfigLoader['load']>[0]): ReturnType<PipelineConfigLoader['load']> {
    const content = input.content ?? (await this.read(input.project, input.repo, input.sha));
    if (content === null) return null;
    const compiled = await this.compile(input.actor, input.repo, input.sha, content);
    return 'config' in compiled ? { config: compiled.config } : { errors: compiled.errors };
  }

  seed: PipelineConfigLoader['seed'] = (config, context) => seedPipeline(config, context);
}

async function readFile(repo: GitRepository, sha: string, path: string): Promise<string | null> {
  const clean = path.replace(/^\/+/, '');
  if (!isSafeRevision(clean)) return null;
  const object = await repo.object(`${sha}:${clean}`);
  return object?.type === 'blob' ? object.content.toString('utf8') : null;
}
