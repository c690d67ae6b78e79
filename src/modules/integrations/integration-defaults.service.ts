import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/actor.ts';
import { badRequest } from '../../core/errors.ts';
import type { OutboundLookup } from '../../core/outbound/guard.ts';
import { authorize } from '../../core/policy.ts';
import { kysely } from '../../db/database.ts';
import type { ModuleDeps } from '../../services.ts';
import type { ApplicationSettingsService } from '../application-settings/application-settings.service.ts';
import {
  createForGroup,
  createForProject,
  groupFollows,
  nearestDefault,
  propagate,
  refollowAfterTransfer,
  refollowSubtree,
} from './integration-inheritance.ts';
import {
  applySettings,
  checkOutbound,
  resetSettings,
  resolveSettings,
  sendsOwnSettings,
  storedSecrets,
  useInheritedSettings,
  type IntegrationInput,
} from './integration-settings.ts';
import { integrationView, type IntegrationOwner, type IntegrationView } from './integration-view.ts';
import { Integration, INTEGRATION_SECRETS } from './integration.entity.ts';
import { defaultFlags, integrationKind, type IntegrationKind } from './integration-kinds.ts';
import { kindOf } from './integrations.service.ts';

/** Whose defaults: a group's (by id or full path) or the instance's. */
export type DefaultsOwnerRef = { kind: 'group'; idOrPath: string | number } | { kind: 'instance' };

type DefaultsOwner = Exclude<IntegrationOwner, { kind: 'project' }>;

/**
 * Integration defaults of groups (owners, `admin_group_integrations`) and of the instance
 * (administrators): set up, read and disabled as a project's integration is, with the same
 * validation. Every change reaches the projects and subgroups that inherit the default in the same
 * transaction (integration-inheritance.ts). A group's default may itself follow the default above
 * it (`use_inherited_settings`). New projects and groups get a row following each active default
 * they inherit; transferred ones (a group with its subtree) follow those of their new place.
 */
export class IntegrationDefaultsService {
  private readonly deps: ModuleDeps;
  private readonly settings: ApplicationSettingsService;
  private readonly lookup: OutboundLookup | undefined;

  constructor(deps: ModuleDeps, own: { settings: ApplicationSettingsService; lookup?: OutboundLookup }) {
    this.deps = deps;
    this.settings = own.settings;
    this.lookup = own.lookup;
    deps.projects.addLifecycleHooks({
      created: (project, _input, _creator, tx) => createForProject(kysely(tx.em), project.id),
      transferred: (project, tx) => refollowAfterTransfer(kysely(tx.em), project.id),
    });
    deps.groups.addLifecycleHooks({
      created: (groupId, tx) => createForGroup(kysely(tx.em), groupId),
      transferred: (groupId, tx) => refollowSubtree(kysely(tx.em), groupId),
    });
  }

  /** The active defaults (`GET /groups/:id/integrations`). */
  async listActive(actor: Actor, ref: DefaultsOwnerRef): Promise<IntegrationView[]> {
    return (await this.list(actor, ref)).filter((view) => view.active);
  }

  /** Every default the owner has a row for, in slug order. */
  async list(actor: Actor, ref: DefaultsOwnerRef): Promise<IntegrationView[]> {
    const owner = await this.manageable(actor, ref);
    const rows = await this.deps.orm.em
      .fork()
      .find(Integration, ownedBy(owner), { orderBy: { type: 'asc' } });
    return rows.flatMap((row) => {
      const kind = integrationKind(row.type);
      return kind ? [this.view(kind, owner, row)] : [];
    });
  }

  /** One kind's default, set up or not. */
  async get(actor: Actor, ref: DefaultsOwnerRef, slug: string): Promise<IntegrationView> {
    const kind = kindOf(slug);
    const owner = await this.manageable(actor, ref);
    const row = await this.deps.orm.em.fork().findOne(Integration, { ...ownedBy(owner), type: kind.slug });
    return this.view(kind, owner, row);
  }

  /**
   * Sets a default up (`PUT`) with settings of its own, validated as a project's integration, and
   * propagates it. With `use_inherited_settings: true` a group's default follows the nearest one
   * above it instead (as does a PUT that sends no settings while it follows one).
   */
  async update(
    actor: Actor,
    ref: DefaultsOwnerRef,
    slug: string,
    input: IntegrationInput,
  ): Promise<IntegrationView> {
    const kind = kindOf(slug);
    const owner = await this.manageable(actor, ref);
    const existing = await this.deps.orm.em
      .fork()
      .findOne(Integration, { ...ownedBy(owner), type: kind.slug });
    const inherit = useInheritedSettings(input);
    if (inherit ?? (existing?.inheritFromId != null && !sendsOwnSettings(kind, input))) {
      return this.follow(kind, owner);
    }

    const settings = resolveSettings(kind, input, {
      properties: existing?.properties ?? {},
      secrets: existing ? storedSecrets(existing, this.deps.encryption) : {},
    });
    await checkOutbound(kind, settings, () => this.settings.outboundPolicy('hooks'), this.lookup);

    const saved = await this.deps.uow.runRetryingDeadlocks(async (tx) => {
      const row = await this.lockedRow(tx.em, owner, kind);
      applySettings(row, kind, settings, (json) => this.deps.encryption.encrypt(INTEGRATION_SECRETS, json));
      await tx.em.flush();
      await propagate(kysely(tx.em), row.id);
      return row;
    });
    return this.view(kind, owner, saved);
  }

  /** Disables a default (`DELETE`), resets its settings, and propagates that to whoever inherits it. */
  async disable(actor: Actor, ref: DefaultsOwnerRef, slug: string): Promise<IntegrationView> {
    const kind = kindOf(slug);
    const owner = await this.manageable(actor, ref);
    const saved = await this.deps.uow.runRetryingDeadlocks(async (tx) => {
      const row = await tx.em.findOne(
        Integration,
        { ...ownedBy(owner), type: kind.slug },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!row) return null;
      resetSettings(row, kind);
      await tx.em.flush();
      await propagate(kysely(tx.em), row.id);
      return row;
    });
    return this.view(kind, owner, saved);
  }

  // ---------------------------------------------------------------- internals

  /** A group's default follows the nearest one above it: 400 when there is none (always, for the instance). */
  private async follow(kind: IntegrationKind, owner: DefaultsOwner): Promise<IntegrationView> {
    const saved = await this.deps.uow.runRetryingDeadlocks(async (tx) => {
      const db = kysely(tx.em);
      const defaultId =
        owner.kind === 'group' ? await nearestDefault(db, kind.slug, { groupId: owner.id }) : null;
      if (defaultId === null) throw badRequest('Default integration not found.');
      const row = await this.lockedRow(tx.em, owner, kind);
      await groupFollows(db, row.id, defaultId);
      await tx.em.refresh(row);
      return row;
    });
    return this.view(kind, owner, saved);
  }

  /** The owner's row of a kind, locked; concurrent first PUTs create one row: insert if missing, then lock it. */
  private async lockedRow(
    em: EntityManager,
    owner: DefaultsOwner,
    kind: IntegrationKind,
  ): Promise<Integration> {
    const now = new Date();
    await kysely(em)
      .insertInto('integrations')
      .values({
        ...(owner.kind === 'group' ? { group_id: owner.id } : { instance: true }),
        type: kind.slug,
        ...defaultFlags(kind),
        comment_on_event_enabled: kind.commentOnEvent ?? false,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return em.findOneOrFail(
      Integration,
      { ...ownedBy(owner), type: kind.slug },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
  }

  private view(kind: IntegrationKind, owner: DefaultsOwner, row: Integration | null): IntegrationView {
    return integrationView(
      kind,
      owner,
      row,
      row ? Object.keys(storedSecrets(row, this.deps.encryption)) : [],
    );
  }

  /** Group defaults are for owners, a group the actor cannot see is a 404; the instance's for administrators. */
  private async manageable(actor: Actor, ref: DefaultsOwnerRef): Promise<DefaultsOwner> {
    if (ref.kind === 'instance') {
      authorize(actor, 'admin_instance_integrations', null);
      return { kind: 'instance' };
    }
    const subject = await this.deps.groups.find(actor, ref.idOrPath);
    authorize(actor, 'admin_group_integrations', subject);
    return { kind: 'group', id: subject.group.id };
  }
}

function ownedBy(owner: DefaultsOwner) {
  return owner.kind === 'group' ? { group: owner.id } : { instance: true };
}
