import type { Namespace } from '../../namespaces/namespace.entity.ts';
import { hookIsoTime } from './hook-times.ts';

export interface SubgroupPayloadInput {
  eventName: 'subgroup_create' | 'subgroup_destroy';
  /** The subgroup (for a deletion, what the event kept of it). */
  subgroup: {
    id: number;
    name: string;
    path: string;
    fullPath: string;
    createdAt: Date | string | null;
    updatedAt: Date | string | null;
  };
  parent: Namespace;
}

/** GitLab's subgroup hook payload (no `object_kind`, as GitLab's). */
export function subgroupPayload(input: SubgroupPayloadInput) {
  const { subgroup, parent } = input;
  return {
    created_at: hookIsoTime(subgroup.createdAt),
    updated_at: hookIsoTime(subgroup.updatedAt),
    event_name: input.eventName,
    name: subgroup.name,
    path: subgroup.path,
    full_path: subgroup.fullPath,
    group_id: subgroup.id,
    parent_group_id: parent.id,
    parent_name: parent.name,
    parent_path: parent.path,
    parent_full_path: parent.fullPath,
  };
}
