import fs from 'node:fs/promises';
import path from 'node:path';
import { RequestContext } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { Periodic } from '../../../core/periodic.ts';
import { kysely } from '../../../db/database.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { ApplicationSettingsService } from '../../application-settings/application-settings.service.ts';
import type { ApplicationSettingValues } from '../../application-settings/application-setting.entity.ts';
import { systemActor } from '../../ci/pipelines/pipelines.service.ts';
import type { NotificationEmailsService } from '../../notification-emails/notification-emails.service.ts';
import { User } from '../../users/user.entity.ts';
import { Project } from '../project.entity.ts';

const MEGABYTE = 1024 * 1024;

/** What a round did, by project id (tests, logs). */
export interface InactiveProjectsRound {
  warned: number[];
  deleted: number[];
}

/**
 * GitLab's inactive project deletion (`delete_inactive_projects`): every round, projects without
 * activity for `inactive_projects_send_warning_email_after_months` whose repository is larger than
 * `inactive_projects_min_size_mb` are inactive, archived ones included. An inactive project not yet
 * warned is warned (its owners and maintainers are emailed the deletion date) and the warning is
 * recorded; one warned at least `inactive_projects_delete_after_months` −
 * `inactive_projects_send_warning_email_after_months` months ago is deleted through the project
 * deletion of the API, by the first active administrator. A project active again after its warning
 * loses the warning, so it must go inactive and be warned anew before it can be deleted.
 */
export class InactiveProjectDeletionService {
  private readonly deps: ModuleDeps;
  private readonly settings: ApplicationSettingsService;
  private readonly emails: NotificationEmailsService;
  private schedule: Periodic | null = null;

  constructor(deps: ModuleDeps, settings: ApplicationSettingsService, emails: NotificationEmailsService) {
    this.deps = deps;
    this.settings = settings;
    this.emails = emails;
  }

  /** A round every `intervalSeconds` (0: never). */
  start(intervalSeconds: number): void {
    if (intervalSeconds === 0 || this.schedule) return;
    this.schedule = new Periodic(intervalSeconds * 1000, () =>
      this.round().catch((error: unknown) =>
        this.deps.logger.error({ err: error }, 'Inactive project deletion failed'),
      ),
    );
  }

  async stop(): Promise<void> {
    await this.schedule?.stop();
    this.schedule = null;
  }

  /** One round: warns and deletes what is due (nothing while `delete_inactive_projects` is off). */
  async round(): Promise<InactiveProjectsRound> {
    const done: InactiveProjectsRound = { warned: [], deleted: [] };
    const settings = await this.settings.current();
    if (!settings.delete_inactive_projects) return done;
    const db = kysely(this.deps.orm.em.fork());
    // Active again since the warning (a push): the warning no longer holds.
    await db
      .deleteFrom('inactive_project_warnings as w')
      .using('projects as p')
      .whereRef('p.id', '=', 'w.project_id')
      .whereRef('p.last_activity_at', '>', 'w.warned_at')
      .execute();
    const grace = graceMonths(settings);
    const candidates = await db
      .selectFrom('projects as p')
      .leftJoin('inactive_project_warnings as w', 'w.project_id', 'p.id')
      .select(['p.id', 'w.warned_at'])
      .select(sql<boolean>`w.warned_at < now() - make_interval(months => ${grace})`.as('due'))
      .where('p.pending_delete', '=', false)
      .where(
        'p.last_activity_at',
        '<',
        sql<Date>`now() - make_interval(months => ${settings.inactive_projects_send_warning_email_after_months})`,
      )
      .orderBy('p.id')
      .execute();
    for (const candidate of candidates) {
      try {
        await RequestContext.create(this.deps.orm.em, async () => {
          const project = await this.deps.orm.em.fork().findOne(Project, candidate.id);
          if (!project || !(await this.largeEnough(project, settings))) return;
          if (!candidate.warned_at) {
            if (await this.warn(project.id, grace)) done.warned.push(project.id);
          } else if (candidate.due) {
            if (await this.remove(project.id)) done.deleted.push(project.id);
          }
        });
      } catch (error) {
        this.deps.logger.error({ err: error, projectId: candidate.id }, 'Inactive project deletion failed');
      }
    }
    return done;
  }

  /** GitLab counts a project whose storage exceeds the minimum; here, its repository on disk. */
  private async largeEnough(project: Project, settings: ApplicationSettingValues): Promise<boolean> {
    const size = await diskUsage(this.deps.repositories.repository(project).path);
    return size > settings.inactive_projects_min_size_mb * MEGABYTE;
  }

  /**
   * Records the warning, then sends it: a second instance finds it recorded and sends nothing. A
   * failure to send drops the record, so the next round tries again.
   */
  private async warn(projectId: number, graceMonths: number): Promise<boolean> {
    const db = kysely(this.deps.orm.em.fork());
    const recorded = await db
      .insertInto('inactive_project_warnings')
      .values({ project_id: projectId, warned_at: sql<Date>`now()` })
      .onConflict((c) => c.column('project_id').doNothing())
      .returning('project_id')
      .executeTakeFirst();
    if (!recorded) return false;
    try {
      await this.emails.inactiveProjectDeletionWarning(projectId, deletionDate(new Date(), graceMonths));
    } catch (error) {
      await db.deleteFrom('inactive_project_warnings').where('project_id', '=', projectId).execute();
      throw error;
    }
    return true;
  }

  /** Deletes the project as the API does, acting as the first active administrator. */
  private async remove(projectId: number): Promise<boolean> {
    const em = this.deps.orm.em.fork();
    const admin = await em.findOne(
      User,
      { admin: true, state: 'active', userType: 'human' },
      { orderBy: { id: 'asc' } },
    );
    if (!admin) {
      this.deps.logger.warn({ projectId }, 'Inactive project not deleted: no active administrator');
      return false;
    }
    const actor = systemActor(admin);
    const subject = await this.deps.projects.find(actor, projectId);
    await this.deps.projects.delete(actor, subject);
    return true;
  }
}

/** Months between the warning and the deletion. */
function graceMonths(settings: ApplicationSettingValues): number {
  return (
    settings.inactive_projects_delete_after_months -
    settings.inactive_projects_send_warning_email_after_months
  );
}

/**
 * The day the warning names: `months` months after `from` (UTC), the day of the month kept, or the
 * month's last day when it has fewer (as Rails' `months.from_now`), as YYYY-MM-DD.
 */
export function deletionDate(from: Date, months: number): string {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(from.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

/** Bytes of the files under `dir` (0 when absent). */
async function diskUsage(dir: string): Promise<number> {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  let total = 0;
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await diskUsage(full);
    else if (entry.isFile()) total += (await fs.stat(full).catch(() => ({ size: 0 }))).size;
  }
  return total;
}
