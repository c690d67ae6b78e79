import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { requireUser, type Actor } from '../../core/actor.ts';
import { authorize } from '../../core/policy.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import type { Database } from '../../db/database.ts';
import type { ProjectSubject } from './projects.policy.ts';

/** Users' stars on projects, and each project's star count. */
export class ProjectStarsService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;

  constructor(orm: MikroORM, uow: UnitOfWork) {
    this.orm = orm;
    this.uow = uow;
  }

  private get em() {
    return this.orm.em;
  }

  private get db() {
    return this.orm.em.getKysely<Database>();
  }

  /**
   * POST /projects/:id/star and /unstar: `changed` is false when the project already was (or was
   * not) starred by the caller.
   */
  async setStarred(
    actor: Actor,
    subject: ProjectSubject,
    starred: boolean,
  ): Promise<{ subject: ProjectSubject; changed: boolean }> {
    const user = requireUser(actor);
    authorize(actor, 'star_project', subject);
    const project = subject.project;
    const changed = await this.uow.run(async (tx) => {
      const db = this.db;
      const { rows } = starred
        ? await sql<{ id: number }>`
            insert into users_star_projects (project_id, user_id, created_at, updated_at)
            values (${project.id}, ${user.id}, now(), now())
            on conflict (user_id, project_id) do nothing returning id`.execute(db)
        : await sql<{ id: number }>`
            delete from users_star_projects where project_id = ${project.id} and user_id = ${user.id}
            returning id`.execute(db);
      if (rows.length === 0) return false;
      // A counter, as GitLab keeps it: no `updated_at` change for a star.
      await sql`
        update projects set star_count = (select count(*) from users_star_projects where project_id = ${project.id})
        where id = ${project.id}`.execute(db);
      tx.emit('project.starred', { projectId: project.id, userId: user.id, starred });
      return true;
    });
    if (changed) await this.em.refresh(project);
    return { subject, changed };
  }
}
