import type { Actor } from '../../../core/actor.ts';
import { authorize } from '../../../core/policy.ts';
import { isSafeRevision } from '../../../git/repository.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { CiConfigService } from './ci-config.service.ts';
import type { PrefilledVariable } from './types.ts';

/**
 * The variables a project's CI configuration describes for "Run pipeline" (GitLab's
 * `ciConfigVariables`): read from the configuration at a branch or tag, for those who may run
 * pipelines. A ref without a commit, or without a valid configuration, describes none.
 */
export class CiConfigVariablesService {
  private readonly deps: ModuleDeps;
  private readonly configs: CiConfigService;

  constructor(deps: ModuleDeps, configs: CiConfigService) {
    this.deps = deps;
    this.configs = configs;
  }

  async list(actor: Actor, projectIdOrPath: string | number, ref: string): Promise<PrefilledVariable[]> {
    const subject = await this.deps.projects.find(actor, projectIdOrPath);
    authorize(actor, 'create_pipeline', subject);
    const repo = this.deps.repositories.repository(subject.project);
    const sha = isSafeRevision(ref) ? await repo.resolveCommit(ref) : null;
    if (!sha) return [];
    const content = await this.configs.read(subject.project, repo, sha);
    if (content === null) return [];
    const compiled = await this.configs.compile(actor, repo, sha, content);
    return 'config' in compiled ? compiled.config.prefilledVariables : [];
  }
}
