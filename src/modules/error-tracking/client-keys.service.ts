import { sql } from 'kysely';
import type { Actor } from '../../core/actor.ts';
import { notFound } from '../../core/errors.ts';
import { pageWithTotal, type OffsetPageRequest, type Page } from '../../core/pagination.ts';
import { authorize } from '../../core/policy.ts';
import { randomHex } from '../../core/secrets.ts';
import { kysely } from '../../db/database.ts';
import type { ModuleDeps } from '../../services.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { ErrorTrackingClientKey, ErrorTrackingSetting } from './error-tracking.entity.ts';
import type { ClientKeyView, ErrorTrackingSettingView } from './error-tracking-views.ts';

interface SettingRow {
  project_id: number;
  enabled: boolean;
  integrated: boolean;
}

/**
 * Error tracking client keys and the error tracking setting of a project: maintainers
 * (GitLab's `admin_operations`). A key is GitLab's `glet_` and 32 hexadecimal digits.
 */
export class ClientKeysService {
  private readonly deps: ModuleDeps;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
  }

  async list(
    actor: Actor,
    idOrPath: string | number,
    request: OffsetPageRequest,
  ): Promise<Page<ClientKeyView>> {
    const subject = await this.manageable(actor, idOrPath);
    const [keys, total] = await this.deps.orm.em
      .fork()
      .findAndCount(
        ErrorTrackingClientKey,
        { project: subject.project.id },
        { orderBy: { id: 'asc' }, limit: request.perPage, offset: (request.page - 1) * request.perPage },
      );
    return pageWithTotal(
      keys.map((key) => this.view(key)),
      request,
      total,
    );
  }

  /** Every key of the project, oldest first (GraphQL pages through them). */
  async all(actor: Actor, idOrPath: string | number): Promise<ClientKeyView[]> {
    const subject = await this.manageable(actor, idOrPath);
    const keys = await this.deps.orm.em
      .fork()
      .find(ErrorTrackingClientKey, { project: subject.project.id }, { orderBy: { id: 'asc' } });
    return keys.map((key) => this.view(key));
  }

  async create(actor: Actor, idOrPath: string | number): Promise<ClientKeyView> {
    const subject = await this.manageable(actor, idOrPath);
    const key = await this.deps.uow.run(async (tx) =>
      tx.em.create(ErrorTrackingClientKey, {
        project: subject.project.id,
        active: true,
        publicKey: `glet_${randomHex(16)}`,
      }),
    );
    return this.view(key);
  }

  /** Deletes a key and answers it, as GitLab's API does. */
  async delete(actor: Actor, idOrPath: string | number, keyId: number): Promise<ClientKeyView> {
    const subject = await this.manageable(actor, idOrPath);
    return this.deps.uow.run(async (tx) => {
      const key = await tx.em.findOne(ErrorTrackingClientKey, { id: keyId, project: subject.project.id });
      if (!key) throw notFound('Client Key');
      const view = this.view(key);
      tx.em.remove(key);
      return view;
    });
  }

  /** Keys by id for DataLoader: those of projects whose keys the actor manages, null for the others. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(ClientKeyView | null)[]> {
    if (ids.length === 0) return [];
    const keys = await this.deps.orm.em.fork().find(ErrorTrackingClientKey, { id: { $in: [...ids] } });
    const managed = await this.deps.projects.withAbility(
      actor,
      'admin_operations',
      keys.map((k) => k.project.id),
    );
    const byId = new Map(keys.filter((k) => managed.has(k.project.id)).map((k) => [k.id, this.view(k)]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** GraphQL names a key by its global ID alone. */
  async deleteById(actor: Actor, keyId: number): Promise<ClientKeyView> {
    const key = await this.deps.orm.em.fork().findOne(ErrorTrackingClientKey, keyId, { fields: ['project'] });
    if (!key) throw notFound('Client Key');
    return this.delete(actor, key.project.id, keyId);
  }

  /** GET …/error_tracking/settings: 404 until the setting exists (GitLab's "Error Tracking Setting Not Found"). */
  async setting(actor: Actor, idOrPath: string | number): Promise<ErrorTrackingSettingView> {
    const subject = await this.manageable(actor, idOrPath);
    const setting = await this.deps.orm.em.fork().findOne(ErrorTrackingSetting, subject.project.id);
    if (!setting) throw notFound('Error Tracking Setting');
    return settingView(setting);
  }

  /**
   * PUT (`create: true`, both values given) makes the setting if missing; PATCH changes an existing
   * one only. `integrated` left out keeps what it was.
   */
  async updateSetting(
    actor: Actor,
    idOrPath: string | number,
    changes: { active: boolean; integrated?: boolean },
    options: { create: boolean },
  ): Promise<ErrorTrackingSettingView> {
    const subject = await this.manageable(actor, idOrPath);
    const db = kysely(this.deps.orm.em.fork());
    const integrated = changes.integrated ?? null;
    // One statement, so that requests at once neither fail on each other's insert nor lose a change.
    const { rows } = options.create
      ? await sql<SettingRow>`
          insert into error_tracking_settings as s (project_id, enabled, integrated, updated_at)
          values (${subject.project.id}, ${changes.active}, coalesce(${integrated}::boolean, true), now())
          on conflict (project_id) do update set enabled = excluded.enabled,
            integrated = coalesce(${integrated}::boolean, s.integrated), updated_at = now()
          returning project_id, enabled, integrated`.execute(db)
      : await sql<SettingRow>`
          update error_tracking_settings set enabled = ${changes.active},
            integrated = coalesce(${integrated}::boolean, integrated), updated_at = now()
          where project_id = ${subject.project.id}
          returning project_id, enabled, integrated`.execute(db);
    const row = rows[0];
    if (!row) throw notFound('Error Tracking Setting');
    return settingView({ projectId: row.project_id, enabled: row.enabled, integrated: row.integrated });
  }

  view(key: ErrorTrackingClientKey): ClientKeyView {
    const projectId = key.project.id;
    return {
      id: key.id,
      projectId,
      active: key.active,
      publicKey: key.publicKey,
      sentryDsn: sentryDsn(this.deps.urls.base, key.publicKey, projectId),
    };
  }

  private async manageable(actor: Actor, idOrPath: string | number): Promise<ProjectSubject> {
    const subject = await this.deps.projects.find(actor, idOrPath);
    authorize(actor, 'admin_operations', subject);
    return subject;
  }
}

/** GitLab's DSN: the external URL with the public key as its user, then the collector path and project id. */
export function sentryDsn(externalUrl: string, publicKey: string, projectId: number): string {
  const url = new URL(externalUrl);
  url.username = publicKey;
  url.password = '';
  const base = url.toString().replace(/\/+$/, '');
  return `${base}/api/v4/error_tracking/collector/${projectId}`;
}

function settingView(
  setting: Pick<ErrorTrackingSetting, 'projectId' | 'enabled' | 'integrated'>,
): ErrorTrackingSettingView {
  return {
    projectId: setting.projectId,
    active: setting.enabled,
    integrated: setting.integrated,
    projectName: null,
    sentryExternalUrl: null,
    apiUrl: null,
  };
}
