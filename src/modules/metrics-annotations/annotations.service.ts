import { sql } from 'kysely';
import type { Actor } from '../../core/actor.ts';
import { addFieldError, forbidden, notFound, throwIfInvalid, type FieldErrors } from '../../core/errors.ts';
import { can } from '../../core/policy.ts';
import { kysely } from '../../db/database.ts';
import type { ModuleDeps } from '../../services.ts';
import type { ClustersService } from '../clusters/clusters.service.ts';
import type { EnvironmentsService } from '../environments/environments.service.ts';
import type { AnnotationView } from './annotation-view.ts';

/** An environment or a cluster, by id: what an annotation is made on. */
export interface AnnotationTargetRef {
  kind: 'environment' | 'cluster';
  id: number;
}

export interface AnnotationInput {
  dashboardPath: string;
  startingAt: Date;
  endingAt?: Date | null;
  description: string;
  panelId?: string | null;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = `a.id, a.environment_id as "environmentId", a.cluster_id as "clusterId",
  a.dashboard_path as "dashboardPath", a.panel_xid as "panelXid", a.description,
  ${iso('a.starting_at')} as "startingAt", ${iso('a.ending_at')} as "endingAt"`;

/**
 * Metrics dashboard annotations (GitLab's `Metrics::Dashboard::Annotation` and its create and
 * delete services): on an environment (Developer of its project) or a cluster (Developer of its
 * project or group). A target the caller does not see is a 404; one they see but may not annotate, 403.
 */
export class AnnotationsService {
  private readonly deps: ModuleDeps;
  private readonly environments: EnvironmentsService;
  private readonly clusters: ClustersService;

  constructor(deps: ModuleDeps, environments: EnvironmentsService, clusters: ClustersService) {
    this.deps = deps;
    this.environments = environments;
    this.clusters = clusters;
  }

  async create(actor: Actor, target: AnnotationTargetRef, input: AnnotationInput): Promise<AnnotationView> {
    await this.authorizeTarget(actor, target);
    const errors: FieldErrors = {};
    const dashboardPath = input.dashboardPath.trim();
    if (!dashboardPath) addFieldError(errors, 'dashboard_path', "can't be blank");
    else if (dashboardPath.length > 255) {
      addFieldError(errors, 'dashboard_path', 'is too long (maximum is 255 characters)');
    }
    if (!input.description.trim()) addFieldError(errors, 'description', "can't be blank");
    else if (input.description.length > 255) {
      addFieldError(errors, 'description', 'is too long (maximum is 255 characters)');
    }
    if (input.endingAt && input.endingAt.getTime() < input.startingAt.getTime()) {
      addFieldError(errors, 'ending_at', "can't be before starting_at time");
    }
    throwIfInvalid(errors);
    const id = await this.deps.uow.run(async (tx) => {
      const { rows } = await sql<{ id: number }>`
        insert into metrics_dashboard_annotations (environment_id, cluster_id, dashboard_path, panel_xid, description, starting_at, ending_at)
        values (${target.kind === 'environment' ? target.id : null}::int, ${target.kind === 'cluster' ? target.id : null}::int,
          ${dashboardPath}, ${input.panelId ?? null}, ${input.description}, ${input.startingAt}, ${input.endingAt ?? null})
        returning id`.execute(kysely(tx.em));
      return rows[0]!.id;
    });
    return (await this.byIds([id]))[0]!;
  }

  /** Deletes an annotation (GitLab: the `deleteAnnotation` mutation), with the same rights as creating. */
  async delete(actor: Actor, annotationId: number): Promise<void> {
    const [annotation] = await this.byIds([annotationId]);
    if (!annotation) throw notFound('Annotation');
    const target: AnnotationTargetRef =
      annotation.environmentId !== null
        ? { kind: 'environment', id: annotation.environmentId }
        : { kind: 'cluster', id: annotation.clusterId! };
    await this.authorizeTarget(actor, target);
    await this.deps.uow.run(async (tx) => {
      await sql`delete from metrics_dashboard_annotations where id = ${annotation.id}`.execute(kysely(tx.em));
    });
  }

  /**
   * The annotations of environments on one dashboard, within a time window (GitLab's
   * `Environment.metricsDashboard(path:).annotations(from:, to:)`), in one statement, keyed by
   * environment. The caller read the environments.
   */
  async forEnvironments(
    environmentIds: readonly number[],
    dashboardPath: string,
    from: Date,
    to: Date | null,
  ): Promise<Map<number, AnnotationView[]>> {
    const ids = environmentIds.filter((id) => Number.isInteger(id) && id > 0 && id <= 2147483647);
    if (ids.length === 0) return new Map();
    const { rows } = await sql<AnnotationView>`
      select ${sql.raw(COLUMNS)} from metrics_dashboard_annotations a
      where a.environment_id = any(${ids}) and a.dashboard_path = ${dashboardPath}
        and coalesce(a.ending_at, a.starting_at) >= ${from}
        and (${to}::timestamptz is null or a.starting_at <= ${to}::timestamptz)
      order by a.starting_at, a.id`.execute(kysely(this.deps.orm.em.fork()));
    const byEnvironment = new Map<number, AnnotationView[]>();
    for (const row of rows) {
      const list = byEnvironment.get(row.environmentId!) ?? [];
      list.push(row);
      byEnvironment.set(row.environmentId!, list);
    }
    return byEnvironment;
  }

  /** Annotations by id, null where missing or their environment or cluster is hidden (GraphQL nodes). */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(AnnotationView | null)[]> {
    const rows = await this.byIds(ids);
    const environments = await this.environments.loadMany(
      actor,
      rows.flatMap((r) => (r.environmentId === null ? [] : [r.environmentId])),
    );
    const readableEnvironments = new Set(environments.flatMap((e) => (e ? [e.id] : [])));
    const visible = await Promise.all(
      rows.map(async (r) =>
        r.environmentId !== null
          ? readableEnvironments.has(r.environmentId)
          : (await this.clusters.findVisible(actor, r.clusterId!)) !== null,
      ),
    );
    const byId = new Map(rows.filter((_, i) => visible[i]).map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  private async byIds(ids: readonly number[]): Promise<AnnotationView[]> {
    const valid = ids.filter((id) => Number.isInteger(id) && id > 0 && id <= 2147483647);
    if (valid.length === 0) return [];
    const { rows } = await sql<AnnotationView>`
      select ${sql.raw(COLUMNS)} from metrics_dashboard_annotations a where a.id = any(${valid})`.execute(
      kysely(this.deps.orm.em.fork()),
    );
    return rows;
  }

  /** 404 when the caller does not see the target, 403 when they see it but may not annotate it. */
  private async authorizeTarget(actor: Actor, target: AnnotationTargetRef): Promise<void> {
    if (target.kind === 'environment') {
      const [environment] = await this.environments.loadMany(actor, [target.id]);
      if (!environment) throw notFound();
      const [project] = await this.deps.projects.loadMany(actor, [environment.projectId]);
      if (!project || !can(actor, 'admin_metrics_dashboard_annotation', project)) throw forbidden();
      return;
    }
    const found = await this.clusters.findVisible(actor, target.id);
    if (!found) throw notFound();
    const allowed =
      found.owner.kind === 'project'
        ? can(actor, 'admin_metrics_dashboard_annotation', found.owner.subject)
        : can(actor, 'admin_group_metrics_dashboard_annotation', found.owner.subject);
    if (!allowed) throw forbidden();
  }
}
