import type { Readable } from 'node:stream';
import type { Actor } from '../../../core/actor.ts';
import { badRequest, notFound, verbatimError } from '../../../core/errors.ts';
import { authorize, authorizeVisible } from '../../../core/policy.ts';
import { kysely } from '../../../db/database.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { ApplicationSettingsService } from '../../application-settings/application-settings.service.ts';
import type { ArtifactStore } from './artifact-store.ts';
import { keptPipelines } from './kept-artifacts.ts';
import { Job, JobArtifact } from './job.entity.ts';
import type { JobArtifactRecord } from './job-view.ts';

/** GitLab's limit on the artifacts one bulk deletion takes. */
const BULK_DESTROY_LIMIT = 50;

/** The archive a job uploaded, located for download. */
export interface ArtifactDownload {
  filename: string;
  storagePath: string;
}

/**
 * A job's artifacts as users reach them: the archive by job or by ref and job name, one file out of
 * it, keeping them from expiring, and deleting them.
 */
export class JobArtifactsService {
  private readonly deps: ModuleDeps;
  private readonly store: ArtifactStore;

  private readonly settings: ApplicationSettingsService;

  constructor(deps: ModuleDeps, store: ArtifactStore, settings: ApplicationSettingsService) {
    this.deps = deps;
    this.store = store;
    this.settings = settings;
  }

  /** Bytes of the stored job artifacts (archives, reports and logs) of each project, in one query. */
  async bytesByProject(projectIds: readonly number[]): Promise<Map<number, number>> {
    if (projectIds.length === 0) return new Map();
    const rows = await kysely(this.deps.orm.em.fork())
      .selectFrom('ci_job_artifacts')
      .select(['project_id', (eb) => eb.fn.sum<string>('size').as('bytes')])
      .where('project_id', 'in', [...projectIds])
      .groupBy('project_id')
      .execute();
    return new Map(rows.map((row) => [Number(row.project_id), Number(row.bytes)]));
  }

  /** GET /projects/:id/jobs/:job_id/artifacts. */
  async archive(actor: Actor, idOrPath: string | number, jobId: number): Promise<ArtifactDownload> {
    const { job } = await this.readableJob(actor, idOrPath, jobId);
    return this.archiveOf(job.id);
  }

  /** GET /projects/:id/jobs/artifacts/:ref_name/download?job=: the newest successful job of that name. */
  async archiveForRef(
    actor: Actor,
    idOrPath: string | number,
    ref: string,
    jobName: string,
  ): Promise<ArtifactDownload> {
    const subject = await this.readableProject(actor, idOrPath);
    const archive = await this.deps.orm.em.fork().findOne(
      JobArtifact,
      {
        fileType: 'archive',
        job: { project: subject.project.id, ref, name: jobName, status: 'success', retried: false },
      },
      { orderBy: { job: { id: 'desc' } } },
    );
    if (!archive) throw notFound();
    return archive;
  }

  /** GET /projects/:id/jobs/:job_id/artifacts/*artifact_path: one file of the archive. */
  async file(
    actor: Actor,
    idOrPath: string | number,
    jobId: number,
    artifactPath: string,
  ): Promise<{ name: string; stream: Readable }> {
    return this.entryOf(await this.archive(actor, idOrPath, jobId), artifactPath);
  }

  /** GET /projects/:id/jobs/artifacts/:ref_name/raw/*artifact_path?job=: one file, by ref and job name. */
  async fileForRef(
    actor: Actor,
    idOrPath: string | number,
    ref: string,
    jobName: string,
    artifactPath: string,
  ): Promise<{ name: string; stream: Readable }> {
    return this.entryOf(await this.archiveForRef(actor, idOrPath, ref, jobName), artifactPath);
  }

  /** POST /projects/:id/jobs/:job_id/artifacts/keep: the artifacts never expire. */
  async keep(actor: Actor, idOrPath: string | number, jobId: number): Promise<void> {
    const { job } = await this.writableJob(actor, idOrPath, jobId, 'update_build');
    await this.archiveOf(job.id);
    await this.deps.uow.run(async (tx) => {
      for (const artifact of await tx.em.find(JobArtifact, { job: job.id })) artifact.expireAt = null;
    });
  }

  /** DELETE /projects/:id/jobs/:job_id/artifacts: the files and their records go (the log stays). */
  async delete(actor: Actor, idOrPath: string | number, jobId: number): Promise<void> {
    const { job } = await this.writableJob(actor, idOrPath, jobId, 'destroy_artifacts');
    const files = await this.deps.uow.run(async (tx) => {
      const artifacts = await tx.em.find(JobArtifact, { job: job.id });
      for (const artifact of artifacts) tx.em.remove(artifact);
      return artifacts.map((a) => a.storagePath);
    });
    for (const file of files) await this.store.remove(file);
  }

  /**
   * DELETE /projects/:id/artifacts: the artifacts of every job of the project, except those of the
   * newest successful pipeline of each ref while they are kept (`keep_latest_artifact`).
   */
  async deleteProjectArtifacts(actor: Actor, idOrPath: string | number): Promise<void> {
    const subject = await this.readableProject(actor, idOrPath);
    authorize(actor, 'destroy_artifacts', subject);
    const projectId = subject.project.id;
    const instanceKeeps = (await this.settings.current()).keep_latest_artifact;
    const files = await this.deps.uow.run(async (tx) => {
      const kept = (await keptPipelines(instanceKeeps, [projectId]).execute(kysely(tx.em))).rows.map(
        (r) => r.id,
      );
      const artifacts = await tx.em.find(JobArtifact, {
        job: kept.length > 0 ? { project: projectId, pipeline: { $nin: kept } } : { project: projectId },
      });
      for (const artifact of artifacts) tx.em.remove(artifact);
      return artifacts.map((a) => a.storagePath);
    });
    for (const file of files) await this.store.remove(file);
  }

  /** Deletes one stored file of a job (GraphQL's `artifactDestroy`); returns it as it was. */
  async destroyArtifact(
    actor: Actor,
    artifactId: number,
  ): Promise<{ projectId: number; artifact: JobArtifactRecord }> {
    const found = await this.deps.orm.em.fork().findOne(JobArtifact, artifactId);
    if (!found) throw notFound();
    const subject = await this.readableProject(actor, found.project.id);
    authorize(actor, 'destroy_artifacts', subject);
    const [artifact] = await this.removeArtifacts(subject.project.id, [artifactId]);
    return { projectId: subject.project.id, artifact: artifact! };
  }

  /**
   * Deletes files of jobs of one project by id (GitLab's artifacts page): all of them or, when
   * one is missing or of another project, none.
   */
  async bulkDestroy(
    actor: Actor,
    idOrPath: string | number,
    artifactIds: readonly number[],
  ): Promise<JobArtifactRecord[]> {
    const subject = await this.readableProject(actor, idOrPath);
    authorize(actor, 'destroy_artifacts', subject);
    const ids = [...new Set(artifactIds)];
    if (ids.length === 0) throw badRequest('IDs array of job artifacts can not be empty');
    if (ids.length > BULK_DESTROY_LIMIT)
      throw verbatimError(
        'bad_request',
        `Can only delete up to ${BULK_DESTROY_LIMIT} job artifacts per call`,
      );
    return this.removeArtifacts(subject.project.id, ids);
  }

  /** Removes artifacts of a project (records in one transaction, then their files). */
  private async removeArtifacts(projectId: number, ids: readonly number[]): Promise<JobArtifactRecord[]> {
    const removed = await this.deps.uow.run(async (tx) => {
      const artifacts = await tx.em.find(JobArtifact, { id: { $in: [...ids] } });
      const missing = ids.filter((id) => !artifacts.some((a) => a.id === id));
      if (missing.length > 0) throw verbatimError('not_found', `Artifacts (${missing.join(',')}) not found`);
      if (artifacts.some((a) => a.project.id !== projectId))
        throw verbatimError('bad_request', 'Not all artifacts belong to requested project');
      for (const artifact of artifacts) tx.em.remove(artifact);
      return artifacts.map((a) => ({
        record: {
          id: a.id,
          jobId: a.job.id,
          fileType: a.fileType,
          fileFormat: a.fileFormat,
          filename: a.filename,
          size: a.size,
          expireAt: a.expireAt ?? null,
        },
        storagePath: a.storagePath,
      }));
    });
    for (const { storagePath } of removed) await this.store.remove(storagePath);
    return removed.map((r) => r.record);
  }

  private async entryOf(
    archive: ArtifactDownload,
    artifactPath: string,
  ): Promise<{ name: string; stream: Readable }> {
    const name = artifactPath.replace(/^\/+/, '');
    if (!(await this.store.zipEntries(archive.storagePath)).includes(name)) throw notFound();
    return { name, stream: this.store.zipEntry(archive.storagePath, name) };
  }

  private async archiveOf(jobId: number): Promise<JobArtifact> {
    const archive = await this.deps.orm.em.fork().findOne(JobArtifact, { job: jobId, fileType: 'archive' });
    if (!archive) throw notFound();
    return archive;
  }

  /**
   * Jobs of projects the caller may see with their jobs; a job token reaches what its user can, in
   * the projects its scope admits (the project lookup applies the scope).
   */
  private async readableProject(actor: Actor, idOrPath: string | number) {
    const subject = await this.deps.projects.find(actor, idOrPath);
    authorizeVisible(actor, 'read_project', subject, 'Project');
    authorize(actor, 'read_build', subject);
    return subject;
  }

  private async readableJob(actor: Actor, idOrPath: string | number, jobId: number) {
    const subject = await this.readableProject(actor, idOrPath);
    const job = await this.deps.orm.em.fork().findOne(Job, { id: jobId, project: subject.project.id });
    if (!job) throw notFound();
    return { subject, job };
  }

  private async writableJob(
    actor: Actor,
    idOrPath: string | number,
    jobId: number,
    ability: 'update_build' | 'destroy_artifacts',
  ) {
    const found = await this.readableJob(actor, idOrPath, jobId);
    authorize(actor, ability, found.subject);
    return found;
  }
}
