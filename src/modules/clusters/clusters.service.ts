import { sql } from 'kysely';
import type { Actor } from '../../core/actor.ts';
import { addFieldError, DomainError, notFound, throwIfInvalid, type FieldErrors } from '../../core/errors.ts';
import { mapPage, paginate, type Page, type PageRequest } from '../../core/pagination.ts';
import { authorize, can } from '../../core/policy.ts';
import { kysely } from '../../db/database.ts';
import type { ModuleDeps } from '../../services.ts';
import type { User } from '../users/user.entity.ts';
import { AUTHORIZATION_TYPES, CLUSTER_TOKEN, type AuthorizationType } from './cluster.entity.ts';
import type { ClusterDetail, ClusterOwner, ClusterView } from './cluster-view.ts';

declare module '../../core/events.ts' {
  interface DomainEventMap {
    'cluster.changed': {
      clusterId: number;
      projectId: number | null;
      groupId: number | null;
      action: 'create' | 'update' | 'delete';
      actorId: number | null;
    };
  }
}

/** Where a cluster belongs, as a request names it. */
export interface ClusterOwnerRef {
  kind: 'project' | 'group';
  id: string | number;
}

export interface ClusterInput {
  name?: string;
  domain?: string | null;
  enabled?: boolean;
  managed?: boolean;
  namespacePerEnvironment?: boolean;
  environmentScope?: string;
  managementProjectId?: number | null;
  platformKubernetes?: {
    apiUrl?: string;
    token?: string;
    caCert?: string | null;
    namespace?: string | null;
    authorizationType?: string;
  };
}

const COLUMNS = `c.id, c.project_id as "projectId", c.group_id as "groupId", c.name, c.domain, c.enabled,
  c.managed, c.namespace_per_environment as "namespacePerEnvironment", c.environment_scope as "environmentScope",
  c.management_project_id as "managementProjectId", c.api_url as "apiUrl", c.ca_cert as "caCert", c.namespace,
  c.authorization_type as "authorizationType", c.user_id as "userId",
  to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;

const NAMESPACE = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const NAMESPACE_MESSAGE =
  "can contain only lowercase letters, digits, and '-'. Must start with a letter, and cannot end with '-'";
const SCOPE = /^[a-zA-Z0-9_\\/${}. *-]+$/;

/**
 * Kubernetes clusters added to projects and groups as existing clusters (GitLab's
 * `Clusters::CreateService` for user-provided clusters): records only; maintainers manage them.
 */
export class ClustersService {
  private readonly deps: ModuleDeps;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
  }

  async list(actor: Actor, ref: ClusterOwnerRef, request: PageRequest): Promise<Page<ClusterDetail>> {
    const owner = await this.owner(actor, ref);
    return mapPage(await this.pageOf(owner, request), (rows) => this.details(actor, owner, rows));
  }

  /**
   * The clusters of a project or group the caller already holds (GraphQL's `clusters`): null for
   * those who may not manage them, as a lookup of one would refuse them.
   */
  async pageFor(actor: Actor, owner: ClusterOwner, request: PageRequest): Promise<Page<ClusterView> | null> {
    return this.manages(actor, owner) ? this.pageOf(owner, request) : null;
  }

  /** One cluster of a project or group the caller holds; null when missing or not theirs to manage. */
  async findFor(actor: Actor, owner: ClusterOwner, clusterId: number): Promise<ClusterView | null> {
    if (!this.manages(actor, owner)) return null;
    return this.own(owner, clusterId).catch((error: unknown) => {
      if (error instanceof DomainError && error.kind === 'not_found') return null;
      throw error;
    });
  }

  /** Clusters by id for DataLoader: those whose project or group the actor manages clusters of. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(ClusterView | null)[]> {
    const wanted = ids.filter((id) => Number.isInteger(id) && id > 0 && id <= 2147483647);
    if (wanted.length === 0) return ids.map(() => null);
    const { rows } = await sql<ClusterView>`
      select ${sql.raw(COLUMNS)} from clusters c where c.id = any(${wanted}::int[])`.execute(
      kysely(this.deps.orm.em.fork()),
    );
    const [projects, groups] = await Promise.all([
      this.deps.projects.withAbility(
        actor,
        'admin_cluster',
        rows.flatMap((r) => (r.projectId === null ? [] : [r.projectId])),
      ),
      this.deps.groups.withAbility(
        actor,
        'admin_group_cluster',
        rows.flatMap((r) => (r.groupId === null ? [] : [r.groupId])),
      ),
    ]);
    const byId = new Map(
      rows
        .filter((r) => (r.projectId !== null ? projects.has(r.projectId) : groups.has(r.groupId!)))
        .map((r) => [r.id, r]),
    );
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** Where a cluster named by id belongs, for who may see its project or group (404 otherwise). */
  async ownerRefOf(actor: Actor, clusterId: number): Promise<ClusterOwnerRef> {
    const found = await this.findVisible(actor, clusterId);
    if (!found) throw notFound('Cluster');
    return found.owner.kind === 'project'
      ? { kind: 'project', id: found.owner.subject.project.id }
      : { kind: 'group', id: found.owner.subject.group.id };
  }

  async get(actor: Actor, ref: ClusterOwnerRef, clusterId: number): Promise<ClusterDetail> {
    const owner = await this.owner(actor, ref);
    return (await this.details(actor, owner, [await this.own(owner, clusterId)]))[0]!;
  }

  /**
   * A cluster by id with its owner, if the actor sees its project or group (annotations are made
   * on clusters by id); null otherwise.
   */
  async findVisible(
    actor: Actor,
    clusterId: number,
  ): Promise<{ cluster: ClusterView; owner: ClusterOwner } | null> {
    if (!Number.isInteger(clusterId) || clusterId < 1 || clusterId > 2147483647) return null;
    const { rows } = await sql<ClusterView>`
      select ${sql.raw(COLUMNS)} from clusters c where c.id = ${clusterId}`.execute(
      kysely(this.deps.orm.em.fork()),
    );
    const cluster = rows[0];
    if (!cluster) return null;
    if (cluster.projectId !== null) {
      const [subject] = await this.deps.projects.loadMany(actor, [cluster.projectId]);
      return subject ? { cluster, owner: { kind: 'project', subject } } : null;
    }
    const [subject] = await this.deps.groups.loadMany(actor, [cluster.groupId!]);
    return subject ? { cluster, owner: { kind: 'group', subject } } : null;
  }

  async create(actor: Actor, ref: ClusterOwnerRef, input: ClusterInput): Promise<ClusterDetail> {
    const owner = await this.owner(actor, ref);
    const errors: FieldErrors = {};
    const values = this.validate(errors, input, null);
    const token = input.platformKubernetes?.token ?? '';
    if (!token) addFieldError(errors, 'platform_kubernetes.token', "can't be blank");
    throwIfInvalid(errors);
    const id = await this.deps.uow.run(async (tx) => {
      const { rows } = await sql<{ id: number }>`
        insert into clusters (project_id, group_id, user_id, name, domain, enabled, managed, namespace_per_environment,
          environment_scope, management_project_id, api_url, encrypted_token, ca_cert, namespace, authorization_type,
          created_at, updated_at)
        values (${owner.kind === 'project' ? owner.subject.project.id : null}::int,
          ${owner.kind === 'group' ? owner.subject.group.id : null}::int, ${actor.user?.id ?? null}::int,
          ${values.name}, ${values.domain}, ${values.enabled}, ${values.managed}, ${values.namespacePerEnvironment},
          ${values.environmentScope}, ${values.managementProjectId}::int, ${values.apiUrl},
          ${this.deps.encryption.encrypt(CLUSTER_TOKEN, token)}, ${values.caCert}, ${values.namespace},
          ${values.authorizationType}, now(), now())
        returning id`.execute(kysely(tx.em));
      const created = rows[0]!.id;
      tx.emit('cluster.changed', {
        clusterId: created,
        ...this.ids(owner),
        action: 'create',
        actorId: actor.user?.id ?? null,
      });
      return created;
    });
    return this.get(actor, ref, id);
  }

  async update(
    actor: Actor,
    ref: ClusterOwnerRef,
    clusterId: number,
    input: ClusterInput,
  ): Promise<ClusterDetail> {
    const owner = await this.owner(actor, ref);
    const current = await this.own(owner, clusterId);
    const errors: FieldErrors = {};
    const values = this.validate(errors, input, current);
    const token = input.platformKubernetes?.token;
    if (token === '') addFieldError(errors, 'platform_kubernetes.token', "can't be blank");
    throwIfInvalid(errors);
    await this.deps.uow.run(async (tx) => {
      await sql`
        update clusters set name = ${values.name}, domain = ${values.domain}, enabled = ${values.enabled},
          managed = ${values.managed}, namespace_per_environment = ${values.namespacePerEnvironment},
          environment_scope = ${values.environmentScope}, management_project_id = ${values.managementProjectId}::int,
          api_url = ${values.apiUrl}, ca_cert = ${values.caCert}, namespace = ${values.namespace},
          authorization_type = ${values.authorizationType},
          encrypted_token = ${token ? this.deps.encryption.encrypt(CLUSTER_TOKEN, token) : sql`encrypted_token`},
          updated_at = now()
        where id = ${current.id}`.execute(kysely(tx.em));
      tx.emit('cluster.changed', {
        clusterId: current.id,
        ...this.ids(owner),
        action: 'update',
        actorId: actor.user?.id ?? null,
      });
    });
    return this.get(actor, ref, current.id);
  }

  async delete(actor: Actor, ref: ClusterOwnerRef, clusterId: number): Promise<void> {
    const owner = await this.owner(actor, ref);
    const current = await this.own(owner, clusterId);
    await this.deps.uow.run(async (tx) => {
      await sql`delete from clusters where id = ${current.id}`.execute(kysely(tx.em));
      tx.emit('cluster.changed', {
        clusterId: current.id,
        ...this.ids(owner),
        action: 'delete',
        actorId: actor.user?.id ?? null,
      });
    });
  }

  // ------------------------------------------------------------------ helpers

  private async owner(actor: Actor, ref: ClusterOwnerRef): Promise<ClusterOwner> {
    if (ref.kind === 'project') {
      const subject = await this.deps.projects.find(actor, ref.id);
      authorize(actor, 'admin_cluster', subject);
      return { kind: 'project', subject };
    }
    const subject = await this.deps.groups.find(actor, ref.id);
    authorize(actor, 'admin_group_cluster', subject);
    return { kind: 'group', subject };
  }

  private manages(actor: Actor, owner: ClusterOwner): boolean {
    return owner.kind === 'project'
      ? can(actor, 'admin_cluster', owner.subject)
      : can(actor, 'admin_group_cluster', owner.subject);
  }

  /** A page of an owner's clusters, oldest first; one statement (and a count when asked). */
  private pageOf(owner: ClusterOwner, request: PageRequest): Promise<Page<ClusterView>> {
    const db = kysely(this.deps.orm.em.fork());
    const { projectId, groupId } = this.ids(owner);
    const column = projectId !== null ? sql`c.project_id` : sql`c.group_id`;
    const table = sql<ClusterView>`(select ${sql.raw(COLUMNS)} from clusters c where ${column} = ${projectId ?? groupId})`;
    return paginate<ClusterView>(
      db,
      db.selectFrom(table.as('x')).selectAll('x') as never,
      [{ column: 'x.id', direction: 'asc', value: (r) => r.id }],
      request,
    );
  }

  private ids(owner: ClusterOwner): { projectId: number | null; groupId: number | null } {
    return owner.kind === 'project'
      ? { projectId: owner.subject.project.id, groupId: null }
      : { projectId: null, groupId: owner.subject.group.id };
  }

  private async own(owner: ClusterOwner, clusterId: number): Promise<ClusterView> {
    if (!Number.isInteger(clusterId) || clusterId > 2147483647) throw notFound();
    const { rows } = await sql<ClusterView>`
      select ${sql.raw(COLUMNS)} from clusters c where c.id = ${clusterId}`.execute(
      kysely(this.deps.orm.em.fork()),
    );
    const row = rows[0];
    const belongs =
      row &&
      (owner.kind === 'project'
        ? row.projectId === owner.subject.project.id
        : row.groupId === owner.subject.group.id);
    if (!belongs) throw notFound();
    return row;
  }

  private async details(actor: Actor, owner: ClusterOwner, rows: ClusterView[]): Promise<ClusterDetail[]> {
    const userIds = [...new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])))];
    const users = userIds.length ? await this.deps.users.loadMany(actor, userIds) : [];
    const byId = new Map(users.filter((u): u is User => u !== null).map((u) => [u.id, u]));
    return rows.map((cluster) => ({
      cluster,
      owner,
      user: cluster.userId === null ? null : (byId.get(cluster.userId) ?? null),
    }));
  }

  private validate(errors: FieldErrors, input: ClusterInput, current: ClusterView | null) {
    const k8s = input.platformKubernetes ?? {};
    const name = input.name === undefined ? (current?.name ?? '') : input.name.trim();
    if (!name) addFieldError(errors, 'name', "can't be blank");
    else if (name.length > 255) addFieldError(errors, 'name', 'is too long (maximum is 255 characters)');
    const apiUrl = k8s.apiUrl === undefined ? (current?.apiUrl ?? '') : k8s.apiUrl.trim();
    if (!apiUrl) addFieldError(errors, 'platform_kubernetes.api_url', "can't be blank");
    else if (!/^https?:\/\//.test(apiUrl) || !URL.canParse(apiUrl)) {
      addFieldError(
        errors,
        'platform_kubernetes.api_url',
        'is blocked: Only allowed schemes are http, https',
      );
    }
    const namespace = k8s.namespace === undefined ? (current?.namespace ?? null) : k8s.namespace || null;
    if (namespace !== null && (namespace.length > 63 || !NAMESPACE.test(namespace))) {
      addFieldError(errors, 'platform_kubernetes.namespace', NAMESPACE_MESSAGE);
    }
    const authorizationType = (k8s.authorizationType ??
      current?.authorizationType ??
      'rbac') as AuthorizationType;
    if (!(AUTHORIZATION_TYPES as readonly string[]).includes(authorizationType)) {
      addFieldError(errors, 'platform_kubernetes.authorization_type', 'is not included in the list');
    }
    const environmentScope = input.environmentScope ?? current?.environmentScope ?? '*';
    if (!environmentScope) addFieldError(errors, 'environment_scope', "can't be blank");
    else if (!SCOPE.test(environmentScope)) {
      addFieldError(
        errors,
        'environment_scope',
        "can contain only letters, digits, '-', '_', '/', '$', '{', '}', '.', '*' and spaces",
      );
    }
    const domain = input.domain === undefined ? (current?.domain ?? null) : input.domain || null;
    return {
      name,
      apiUrl,
      namespace,
      authorizationType,
      environmentScope,
      domain,
      caCert: k8s.caCert === undefined ? (current?.caCert ?? null) : k8s.caCert || null,
      enabled: input.enabled ?? current?.enabled ?? true,
      managed: input.managed ?? current?.managed ?? true,
      namespacePerEnvironment: input.namespacePerEnvironment ?? current?.namespacePerEnvironment ?? true,
      managementProjectId:
        input.managementProjectId === undefined
          ? (current?.managementProjectId ?? null)
          : input.managementProjectId,
    };
  }
}
