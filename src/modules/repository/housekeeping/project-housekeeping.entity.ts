import { defineEntity, p } from '@mikro-orm/postgresql';

/** A project's repository maintenance state: pushes counted since it last ran, and its lease. */
export const ProjectHousekeepingSchema = defineEntity({
  name: 'ProjectHousekeeping',
  tableName: 'project_housekeeping',
  properties: {
    projectId: p.integer().primary(),
    pushesSinceGc: p.integer().default(0),
    /** Until when a run holds the repository (another run is refused meanwhile). */
    leaseUntil: p.datetime().nullable(),
    optimizedAt: p.datetime().nullable(),
  },
});

export class ProjectHousekeeping extends ProjectHousekeepingSchema.class {}
ProjectHousekeepingSchema.setClass(ProjectHousekeeping);
