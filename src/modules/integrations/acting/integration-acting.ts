import { sql } from 'kysely';
import type { Ciphertext } from '../../../core/encryption.ts';
import { kysely } from '../../../db/database.ts';
import type { ModuleDeps } from '../../../services.ts';
import type {
  ServiceDelivery,
  ServiceRequest,
  ServiceRoute,
  ServiceTargets,
} from '../../hooks/delivery/service-targets.ts';
import { Project } from '../../projects/project.entity.ts';
import { INTEGRATION_SECRETS } from '../integration.entity.ts';
import {
  INTEGRATION_EVENT_FLAGS,
  integrationKind,
  type IntegrationEventFlag,
  type IntegrationKind,
  type ParamValue,
} from '../integration-kinds.ts';
import type { Settings } from './integration-action.ts';
import { INTEGRATION_ACTIONS } from './integration-actions.ts';

type Deps = Pick<ModuleDeps, 'orm' | 'encryption' | 'protectedRefs'>;

/**
 * Integrations acting on events through service hooks (the delivery engine's ServiceTargets): for
 * an event, the project's active integrations whose flag is on and whose settings want it, each
 * given its service hook on first use; for a delivery, the request its integration makes of it,
 * from the integration's settings as they are now.
 */
export class IntegrationActing implements ServiceTargets {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async targets(projectId: number, route: ServiceRoute, payload: () => Promise<unknown>): Promise<number[]> {
    const flag = route.event;
    if (!isIntegrationFlag(flag)) return [];
    const kinds = [...INTEGRATION_ACTIONS]
      .filter(([, action]) => action.events.includes(flag))
      .map(([slug]) => slug);
    if (kinds.length === 0) return [];
    const db = kysely(this.deps.orm.em.fork());
    const { rows } = await sql<{ id: number; type: string; properties: Record<string, ParamValue> }>`
      select i.id, i.type, i.properties from integrations i
      where i.project_id = ${projectId} and i.active and ${sql.ref(`i.${flag}`)}
        and i.type = any(${kinds}::text[])
      order by i.id`.execute(db);
    if (rows.length === 0) return [];
    const event = {
      trigger: route.trigger,
      payload: await payload(),
      branchProtected: this.protectedBranches(projectId),
    };
    const acting: number[] = [];
    for (const row of rows) {
      const kind = integrationKind(row.type);
      const action = INTEGRATION_ACTIONS.get(row.type);
      if (kind && action && (await action.acts(withDefaults(kind, row.properties), event)))
        acting.push(row.id);
    }
    return this.serviceHooks(acting);
  }

  async request(delivery: ServiceDelivery): Promise<ServiceRequest | null> {
    const { rows } = await sql<{
      type: string;
      active: boolean;
      properties: Record<string, ParamValue>;
      encrypted_secrets: Ciphertext | null;
      project_name: string;
      namespace_name: string;
    }>`
      select i.type, i.active, i.properties, i.encrypted_secrets, p.name as project_name,
        n.full_name as namespace_name
      from web_hooks h
        join integrations i on i.id = h.integration_id
        join projects p on p.id = i.project_id
        join namespaces n on n.id = p.namespace_id
      where h.id = ${delivery.hookId} and h.type = 'ServiceHook'`.execute(kysely(this.deps.orm.em.fork()));
    const row = rows[0];
    const kind = row && integrationKind(row.type);
    const action = row && INTEGRATION_ACTIONS.get(row.type);
    if (!row || !row.active || !kind || !action) return null;
    const secrets = row.encrypted_secrets
      ? (JSON.parse(this.deps.encryption.decrypt(INTEGRATION_SECRETS, row.encrypted_secrets)) as Record<
          string,
          string
        >)
      : {};
    return action.request(
      { ...withDefaults(kind, row.properties), ...secrets },
      {
        trigger: delivery.trigger,
        payload: delivery.payload,
        idempotencyKey: delivery.idempotencyKey,
        projectFullName: `${row.namespace_name} / ${row.project_name}`,
      },
    );
  }

  /**
   * The service hooks of these integrations, created where missing: one statement (the rows a
   * concurrent intake inserted meanwhile are read again).
   */
  private async serviceHooks(integrationIds: readonly number[]): Promise<number[]> {
    if (integrationIds.length === 0) return [];
    const db = kysely(this.deps.orm.em.fork());
    const { rows } = await sql<{ id: number }>`
      with wanted as (select unnest(${integrationIds}::int[]) as integration_id),
      inserted as (
        insert into web_hooks (type, integration_id, url, push_events, created_at, updated_at)
        select 'ServiceHook', integration_id, '', false, now(), now() from wanted
        on conflict (integration_id) do nothing
        returning id)
      select id from inserted
      union all
      select h.id from web_hooks h join wanted w on w.integration_id = h.integration_id`.execute(db);
    if (rows.length === integrationIds.length) return rows.map((row) => row.id).sort((a, b) => a - b);
    const again = await sql<{ id: number }>`
      select id from web_hooks where integration_id = any(${integrationIds}::int[]) order by id`.execute(db);
    return again.rows.map((row) => row.id);
  }

  /** Whether a branch of the project is protected, each branch looked up once per event. */
  private protectedBranches(projectId: number): (branch: string) => Promise<boolean> {
    const known = new Map<string, Promise<boolean>>();
    let project: Promise<Project | null> | null = null;
    return (branch) => {
      let found = known.get(branch);
      if (!found) {
        project ??= this.deps.orm.em.fork().findOne(Project, projectId);
        found = project.then((p) => (p ? this.deps.protectedRefs.isProtectedRef(p, branch, false) : false));
        known.set(branch, found);
      }
      return found;
    };
  }
}

function isIntegrationFlag(event: string): event is IntegrationEventFlag {
  return (INTEGRATION_EVENT_FLAGS as readonly string[]).includes(event);
}

/** An integration's stored parameters over its kind's defaults. */
function withDefaults(kind: IntegrationKind, properties: Readonly<Record<string, ParamValue>>): Settings {
  const settings: Record<string, ParamValue> = {};
  for (const param of kind.params) {
    if (param.default !== undefined) settings[param.name] = param.default;
  }
  return { ...settings, ...properties };
}
