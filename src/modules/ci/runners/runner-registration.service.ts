import type { Actor } from '../../../core/actor.ts';
import { verbatimError } from '../../../core/errors.ts';
import { authorize } from '../../../core/policy.ts';
import { digestToken, generateToken } from '../../../core/secrets.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { ApplicationSettingsService } from '../../application-settings/application-settings.service.ts';
import { RunnerRegistrationToken, type Runner } from './runner.entity.ts';
import type { RunnerAttributes, RunnerOwner, RunnersService } from './runners.service.ts';

/** GitLab's prefix of registration tokens (`GR1348941`), told apart from runner tokens (`glrt-`). */
export const REGISTRATION_TOKEN_PREFIX = 'GR1348941';

/** Whose registration token: the instance's, or a group's or project's (by id or full path). */
export type RegistrationTokenOwnerRef =
  | { type: 'instance_type' }
  | { type: 'group_type'; idOrPath: string | number }
  | { type: 'project_type'; idOrPath: string | number };

/**
 * Registration tokens (GitLab's legacy `runners_token`): the instance, a group or a project has at
 * most one, made or replaced by a reset and shown only then (its digest is kept). A runner that
 * registers with one (`gitlab-runner register --registration-token`) becomes a runner of that owner.
 */
export class RunnerRegistrationService {
  private readonly deps: ModuleDeps;
  private readonly runners: RunnersService;
  private readonly settings: ApplicationSettingsService;

  constructor(deps: ModuleDeps, runners: RunnersService, settings: ApplicationSettingsService) {
    this.deps = deps;
    this.runners = runners;
    this.settings = settings;
  }

  /** Replaces the owner's registration token (owners of the runners: administrators, group owners, project maintainers). */
  async reset(actor: Actor, ref: RegistrationTokenOwnerRef): Promise<string> {
    const owner = await this.manageable(actor, ref);
    const token = generateToken(REGISTRATION_TOKEN_PREFIX, 15);
    await this.deps.uow.run(async (tx) => {
      await tx.em.nativeDelete(RunnerRegistrationToken, ownerColumns(owner));
      tx.em.create(RunnerRegistrationToken, { ...ownerColumns(owner), tokenDigest: digestToken(token) });
    });
    return token;
  }

  /** POST /runners with a registration token: a new runner of the token's owner, its token shown once. */
  async register(
    token: string | undefined,
    input: RunnerAttributes,
  ): Promise<{ runner: Runner; token: string }> {
    const row = token
      ? await this.deps.orm.em.fork().findOne(RunnerRegistrationToken, { tokenDigest: digestToken(token) })
      : null;
    if (!row) throw verbatimError('forbidden', '403 Forbidden');
    // A group's or project's token registers only while the settings let that kind of owner do so
    // (`valid_runner_registrars`); it is then refused like an unknown token, as in GitLab.
    if (row.scope !== 'instance') {
      const { valid_runner_registrars: registrars } = await this.settings.current();
      if (!registrars.includes(row.scope)) throw verbatimError('forbidden', '403 Forbidden');
    }
    const owner: RunnerOwner =
      row.scope === 'instance'
        ? { runnerType: 'instance_type' }
        : row.scope === 'group'
          ? { runnerType: 'group_type', groupId: row.group!.id }
          : { runnerType: 'project_type', projectId: row.project!.id };
    return this.runners.createRegistered(owner, input);
  }

  private async manageable(actor: Actor, ref: RegistrationTokenOwnerRef): Promise<RunnerOwner> {
    if (ref.type === 'instance_type') {
      authorize(actor, 'admin_instance_runners', null);
      return { runnerType: 'instance_type' };
    }
    if (ref.type === 'group_type') {
      const group = await this.deps.groups.find(actor, ref.idOrPath);
      authorize(actor, 'admin_group_runners', group);
      return { runnerType: 'group_type', groupId: group.group.id };
    }
    const subject = await this.deps.projects.find(actor, ref.idOrPath);
    authorize(actor, 'admin_project_runners', subject);
    return { runnerType: 'project_type', projectId: subject.project.id };
  }
}

function ownerColumns(owner: RunnerOwner) {
  if (owner.runnerType === 'instance_type') return { scope: 'instance' as const, group: null, project: null };
  if (owner.runnerType === 'group_type')
    return { scope: 'group' as const, group: owner.groupId, project: null };
  return { scope: 'project' as const, group: null, project: owner.projectId };
}
