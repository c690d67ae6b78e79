import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { idOrPath, positiveInt } from '../../../rest/params.ts';
import { Router } from '../../../rest/router.ts';
import type { Services } from '../../../services.ts';
import type { ArtifactDownload } from './job-artifacts.service.ts';
import { presentJob } from './jobs.presenter.ts';

/**
 * Job artifacts: download the archive or one file of it (by job, or by ref and job name), keep, delete
 * (one job's, or every deletable one of a project).
 */
export const jobArtifactsRouter = new Router();

const target = { id: idOrPath(), job_id: positiveInt() };

/**
 * Downloads take CI job tokens, also from projects outside the allowlist of a public or internal
 * project whose repository and CI/CD are enabled for everyone (as GitLab's).
 */
const downloads = { publicFeatures: ['repository', 'builds'] } as const;

function sendFile(reply: FastifyReply, file: { name: string; stream: Readable }) {
  return reply
    .type('application/octet-stream')
    .header('Content-Disposition', `attachment; filename="${path.basename(file.name)}"`)
    .send(file.stream);
}

function sendArchive(reply: FastifyReply, services: Services, archive: ArtifactDownload) {
  return reply
    .type('application/octet-stream')
    .header('Content-Disposition', `attachment; filename="${archive.filename}"`)
    .send(services.jobs.artifacts.stream(archive.storagePath));
}

jobArtifactsRouter.get(
  '/projects/:id/jobs/:job_id/artifacts',
  { input: z.object(target), jobToken: downloads },
  async ({ input, services, actor, reply }) =>
    sendArchive(reply, services, await services.jobArtifacts.archive(actor, input.id, input.job_id)),
);

jobArtifactsRouter.get(
  '/projects/:id/jobs/artifacts/:ref_name/download',
  {
    input: z.object({ id: idOrPath(), ref_name: z.string().min(1), job: z.string().min(1) }),
    jobToken: downloads,
  },
  async ({ input, services, actor, reply }) =>
    sendArchive(
      reply,
      services,
      await services.jobArtifacts.archiveForRef(actor, input.id, input.ref_name, input.job),
    ),
);

jobArtifactsRouter.get(
  '/projects/:id/jobs/:job_id/artifacts/*',
  { input: z.object({ ...target, '*': z.string().min(1) }), jobToken: downloads },
  async ({ input, services, actor, reply }) =>
    sendFile(reply, await services.jobArtifacts.file(actor, input.id, input.job_id, input['*'])),
);

jobArtifactsRouter.get(
  '/projects/:id/jobs/artifacts/:ref_name/raw/*',
  {
    input: z.object({
      id: idOrPath(),
      ref_name: z.string().min(1),
      job: z.string().min(1),
      '*': z.string().min(1),
    }),
    jobToken: downloads,
  },
  async ({ input, services, actor, reply }) =>
    sendFile(
      reply,
      await services.jobArtifacts.fileForRef(actor, input.id, input.ref_name, input.job, input['*']),
    ),
);

jobArtifactsRouter.post(
  '/projects/:id/jobs/:job_id/artifacts/keep',
  { input: z.object(target), status: 200 },
  async ({ input, services, actor }) => {
    await services.jobArtifacts.keep(actor, input.id, input.job_id);
    return presentJob(await services.jobs.get(actor, input.id, input.job_id));
  },
);

jobArtifactsRouter.delete(
  '/projects/:id/jobs/:job_id/artifacts',
  { input: z.object(target) },
  async ({ input, services, actor }) => {
    await services.jobArtifacts.delete(actor, input.id, input.job_id);
  },
);

jobArtifactsRouter.delete(
  '/projects/:id/artifacts',
  { input: z.object({ id: idOrPath() }), status: 202 },
  async ({ input, services, actor }) => {
    await services.jobArtifacts.deleteProjectArtifacts(actor, input.id);
    return { message: '202 Accepted' };
  },
);
