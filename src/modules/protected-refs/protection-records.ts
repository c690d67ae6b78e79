import type { MikroORM } from '@mikro-orm/postgresql';
import { ProtectedBranch, ProtectedRefAccess, ProtectedTag } from './protected-ref.entity.ts';
import {
  accessLevelDescription,
  type AccessGrant,
  type ProtectedBranchRule,
  type ProtectedTagRule,
} from './protection.ts';

/** The protected branches and tags of projects, with their grants, as the rules use them. */
export interface StoredProtection {
  branches: ProtectedBranchRule[];
  tags: ProtectedTagRule[];
}

/** Reads protections: three queries for any number of projects. */
export class ProtectionRecords {
  private readonly orm: MikroORM;

  constructor(orm: MikroORM) {
    this.orm = orm;
  }

  async load(projectIds: readonly number[]): Promise<Map<number, StoredProtection>> {
    const result = new Map<number, StoredProtection>(
      projectIds.map((id) => [id, { branches: [], tags: [] }]),
    );
    if (projectIds.length === 0) return result;
    const em = this.orm.em.fork();
    const [branches, tags] = await Promise.all([
      em.find(ProtectedBranch, { project: { $in: [...projectIds] } }, { orderBy: { id: 'asc' } }),
      em.find(ProtectedTag, { project: { $in: [...projectIds] } }, { orderBy: { id: 'asc' } }),
    ]);
    const grants = await this.grants(
      branches.map((b) => b.id),
      tags.map((t) => t.id),
    );
    for (const branch of branches) {
      result.get(branch.project.id)!.branches.push({
        id: branch.id,
        name: branch.name,
        allowForcePush: branch.allowForcePush,
        codeOwnerApprovalRequired: branch.codeOwnerApprovalRequired,
        grants: grants.branches.get(branch.id) ?? [],
        createdAt: branch.createdAt,
        updatedAt: branch.updatedAt,
      });
    }
    for (const tag of tags) {
      result.get(tag.project.id)!.tags.push({
        id: tag.id,
        name: tag.name,
        grants: grants.tags.get(tag.id) ?? [],
        createdAt: tag.createdAt,
        updatedAt: tag.updatedAt,
      });
    }
    return result;
  }

  async forProject(projectId: number): Promise<StoredProtection> {
    return (await this.load([projectId])).get(projectId)!;
  }

  /** The project a protected branch belongs to, or null. */
  async projectOfBranch(protectedBranchId: number): Promise<number | null> {
    return (await this.projectsOf('branches', [protectedBranchId])).get(protectedBranchId) ?? null;
  }

  /** The projects protected branches or tags belong to, by their ids (missing ones left out). */
  async projectsOf(kind: keyof StoredProtection, ids: readonly number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const entity = kind === 'branches' ? ProtectedBranch : ProtectedTag;
    const rows: { id: number; project: { id: number } }[] = await this.orm.em
      .fork()
      .find(entity, { id: { $in: [...ids] } }, { fields: ['project'] });
    return new Map(rows.map((row) => [row.id, row.project.id]));
  }

  private async grants(branchIds: number[], tagIds: number[]) {
    const branches = new Map<number, AccessGrant[]>();
    const tags = new Map<number, AccessGrant[]>();
    if (branchIds.length === 0 && tagIds.length === 0) return { branches, tags };
    const rows = await this.orm.em
      .fork()
      .find(
        ProtectedRefAccess,
        { $or: [{ protectedBranch: { $in: branchIds } }, { protectedTag: { $in: tagIds } }] },
        { orderBy: { id: 'asc' }, populate: ['user', 'group'] },
      );
    for (const row of rows) {
      const grant: AccessGrant = {
        id: row.id,
        action: row.action,
        accessLevel: row.accessLevel ?? null,
        userId: row.user?.id ?? null,
        groupId: row.group?.id ?? null,
        description:
          row.accessLevel !== null && row.accessLevel !== undefined
            ? accessLevelDescription(row.accessLevel)
            : (row.user?.name ?? row.group?.name ?? ''),
      };
      if (row.protectedBranch) push(branches, row.protectedBranch.id, grant);
      else if (row.protectedTag) push(tags, row.protectedTag.id, grant);
    }
    return { branches, tags };
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
