import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/actor.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import type { OutboundLookup } from '../../core/outbound/guard.ts';
import { authorize, can } from '../../core/policy.ts';
import { kysely } from '../../db/database.ts';
import type { ModuleDeps } from '../../services.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import type { ApplicationSettingsService } from '../application-settings/application-settings.service.ts';
import { follow, nearestDefault } from './integration-inheritance.ts';
import {
  applySettings,
  checkOutbound,
  flagProperty,
  resetSettings,
  resolveSettings,
  sendsOwnSettings,
  storedSecrets,
  useInheritedSettings,
  type IntegrationInput,
} from './integration-settings.ts';
import { integrationView, type IntegrationView } from './integration-view.ts';
import { isIssueTracker, refuseSecondIssueTracker } from './issue-tracker-links.ts';
import { Integration, INTEGRATION_SECRETS } from './integration.entity.ts';
import {
  defaultFlags,
  INTEGRATION_EVENT_FLAGS,
  INTEGRATION_KINDS,
  integrationKind,
  type IntegrationEventFlag,
  type IntegrationKind,
  type ParamValue,
} from './integration-kinds.ts';

/** An active integration as the one acting on its events reads it: see IntegrationsService.actingSettings. */
export interface ActingIntegration {
  /** Every parameter with a value: stored ones over the kind's defaults, secrets decrypted. */
  settings: Readonly<Record<string, ParamValue>>;
  flags: Readonly<Record<IntegrationEventFlag, boolean>>;
}

/**
 * Project integrations, managed by maintainers (`admin_integrations`). A PUT sets an integration up
 * from its kind's parameters (required ones present, given now or stored before) and activates it; a
 * DELETE disables it and resets its settings. Secrets are stored encrypted and never shown; URLs the
 * integration will call are checked against the outbound address policy before anything is written.
 */
export class IntegrationsService {
  private readonly deps: ModuleDeps;
  private readonly settings: ApplicationSettingsService;
  private readonly lookup: OutboundLookup | undefined;

  constructor(deps: ModuleDeps, own: { settings: ApplicationSettingsService; lookup?: OutboundLookup }) {
    this.deps = deps;
    this.settings = own.settings;
    this.lookup = own.lookup;
  }

  /** The kinds of integration there are, in slug order. */
  kinds(): readonly IntegrationKind[] {
    return INTEGRATION_KINDS;
  }

  /** The project's active integrations (`GET /projects/:id/integrations`). */
  async listActive(actor: Actor, projectIdOrPath: string | number): Promise<IntegrationView[]> {
    return (await this.list(actor, projectIdOrPath)).filter((view) => view.active);
  }

  /** Every integration the project has a row for, in slug order. */
  async list(actor: Actor, projectIdOrPath: string | number): Promise<IntegrationView[]> {
    const projectId = await this.manageable(actor, projectIdOrPath);
    const rows = await this.deps.orm.em
      .fork()
      .find(Integration, { project: projectId }, { orderBy: { type: 'asc' } });
    return rows.flatMap((row) => {
      const kind = integrationKind(row.type);
      return kind ? [this.view(kind, projectId, row)] : [];
    });
  }

  /**
   * The integrations of projects the caller already holds, in one read (GraphQL's
   * `Project.services` over a page of projects): null for a project the actor may not manage.
   */
  async listOfProjects(
    actor: Actor,
    subjects: readonly ProjectSubject[],
  ): Promise<(IntegrationView[] | null)[]> {
    const managed = subjects.filter((subject) => can(actor, 'admin_integrations', subject));
    const rows =
      managed.length === 0
        ? []
        : await this.deps.orm.em
            .fork()
            .find(
              Integration,
              { project: { $in: managed.map((subject) => subject.project.id) } },
              { orderBy: { type: 'asc' } },
            );
    const byProject = new Map<number, IntegrationView[]>(managed.map((subject) => [subject.project.id, []]));
    for (const row of rows) {
      const kind = integrationKind(row.type);
      const projectId = row.project?.id;
      if (kind && projectId !== undefined) byProject.get(projectId)?.push(this.view(kind, projectId, row));
    }
    return subjects.map((subject) => byProject.get(subject.project.id) ?? null);
  }

  /** One kind's integration of the project, set up or not. */
  async get(actor: Actor, projectIdOrPath: string | number, slug: string): Promise<IntegrationView> {
    const kind = kindOf(slug);
    const projectId = await this.manageable(actor, projectIdOrPath);
    const row = await this.deps.orm.em.fork().findOne(Integration, { project: projectId, type: kind.slug });
    return this.view(kind, projectId, row);
  }

  /**
   * Sets an integration up (`PUT`): validates every parameter, then stores and activates it with
   * settings of its own. With `use_inherited_settings: true` it follows the nearest group or
   * instance default instead; a PUT that sends no settings of its own keeps following one.
   */
  async update(
    actor: Actor,
    projectIdOrPath: string | number,
    slug: string,
    input: IntegrationInput,
  ): Promise<IntegrationView> {
    const kind = kindOf(slug);
    const projectId = await this.manageable(actor, projectIdOrPath);
    const existing = await this.deps.orm.em
      .fork()
      .findOne(Integration, { project: projectId, type: kind.slug });
    const inherit = useInheritedSettings(input);
    if (inherit ?? (existing?.inheritFromId != null && !sendsOwnSettings(kind, input))) {
      return this.follow(kind, projectId);
    }

    const settings = resolveSettings(kind, input, {
      properties: existing?.properties ?? {},
      secrets: existing ? this.secrets(existing) : {},
    });
    await checkOutbound(kind, settings, () => this.settings.outboundPolicy('hooks'), this.lookup);

    const saved = await this.deps.uow.run(async (tx) => {
      const row = await this.lockedRow(tx.em, projectId, kind);
      if (isIssueTracker(kind.slug)) await refuseSecondIssueTracker(tx.em, projectId, kind.slug);
      applySettings(row, kind, settings, (json) => this.deps.encryption.encrypt(INTEGRATION_SECRETS, json));
      return row;
    });
    return this.view(kind, projectId, saved);
  }

  /** Disables an integration (`DELETE`) and resets its settings: parameters, secrets and flags. */
  async disable(actor: Actor, projectIdOrPath: string | number, slug: string): Promise<IntegrationView> {
    const kind = kindOf(slug);
    const projectId = await this.manageable(actor, projectIdOrPath);
    const saved = await this.deps.uow.run(async (tx) => {
      const row = await tx.em.findOne(Integration, { project: projectId, type: kind.slug });
      if (!row) return null;
      resetSettings(row, kind);
      return row;
    });
    return this.view(kind, projectId, saved);
  }

  /**
   * An active integration's stored settings with its secrets decrypted (no defaults filled in, unlike
   * `actingSettings`): what inheritance copied into a project's row. Never for a face.
   */
  async settingsFor(projectId: number, slug: string): Promise<Record<string, ParamValue> | null> {
    const kind = kindOf(slug);
    const row = await this.deps.orm.em.fork().findOne(Integration, { project: projectId, type: kind.slug });
    if (!row || !row.active) return null;
    return { ...row.properties, ...this.secrets(row) };
  }

  /**
   * The project's integration of a kind if it is active, for the one that acts on its events (email
   * integrations): parameters with the kind's defaults for those never set, and its event flags.
   * Never for a face.
   */
  async actingSettings(projectId: number, slug: string): Promise<ActingIntegration | null> {
    const kind = kindOf(slug);
    const row = await this.deps.orm.em.fork().findOne(Integration, { project: projectId, type: kind.slug });
    if (!row || !row.active) return null;
    const defaults = Object.fromEntries(
      kind.params.flatMap((param) => (param.default === undefined ? [] : [[param.name, param.default]])),
    ) as Record<string, ParamValue>;
    return {
      settings: { ...defaults, ...row.properties, ...this.secrets(row) },
      flags: Object.fromEntries(
        INTEGRATION_EVENT_FLAGS.map((flag) => [flag, row[flagProperty(flag)]]),
      ) as Record<IntegrationEventFlag, boolean>,
    };
  }

  // ---------------------------------------------------------------- internals

  /** The project's integration follows the nearest default: 400 when there is none. */
  private async follow(kind: IntegrationKind, projectId: number): Promise<IntegrationView> {
    const saved = await this.deps.uow.run(async (tx) => {
      const db = kysely(tx.em);
      const defaultId = await nearestDefault(db, kind.slug, { projectId });
      if (defaultId === null) throw badRequest('Default integration not found.');
      const row = await this.lockedRow(tx.em, projectId, kind);
      await follow(db, defaultId, [row.id]);
      await tx.em.refresh(row);
      return row;
    });
    return this.view(kind, projectId, saved);
  }

  /** The project's row of a kind, locked; concurrent first PUTs create one row: insert if missing, then lock it. */
  private async lockedRow(em: EntityManager, projectId: number, kind: IntegrationKind): Promise<Integration> {
    const now = new Date();
    await kysely(em)
      .insertInto('integrations')
      .values({
        project_id: projectId,
        type: kind.slug,
        ...defaultFlags(kind),
        comment_on_event_enabled: kind.commentOnEvent ?? false,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['project_id', 'type']).doNothing())
      .execute();
    return em.findOneOrFail(
      Integration,
      { project: projectId, type: kind.slug },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
  }

  private secrets(row: Integration): Record<string, string> {
    return storedSecrets(row, this.deps.encryption);
  }

  private view(kind: IntegrationKind, projectId: number, row: Integration | null): IntegrationView {
    return integrationView(
      kind,
      { kind: 'project', id: projectId },
      row,
      row ? Object.keys(this.secrets(row)) : [],
    );
  }

  /** Integrations are for maintainers; a project the actor cannot see is a 404. */
  private async manageable(actor: Actor, projectIdOrPath: string | number): Promise<number> {
    const subject = await this.deps.projects.find(actor, projectIdOrPath);
    authorize(actor, 'admin_integrations', subject);
    return subject.project.id;
  }
}

export function kindOf(slug: string): IntegrationKind {
  const kind = integrationKind(slug);
  if (!kind) throw notFound('Integration');
  return kind;
}
