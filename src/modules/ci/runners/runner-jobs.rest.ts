import { z } from 'zod';
import type { UploadedFile } from '../../../rest/plugin.ts';
import { badRequest } from '../../../core/errors.ts';
import { int, positiveInt } from '../../../rest/params.ts';
import { Router } from '../../../rest/router.ts';

/** The runner's side of jobs: request one, report it, stream its log, upload artifacts. */
export const runnerJobsRouter = new Router();

const info = z
  .object({
    version: z.string().optional(),
    revision: z.string().optional(),
    platform: z.string().optional(),
    architecture: z.string().optional(),
  })
  .passthrough()
  .optional();

runnerJobsRouter.post(
  '/jobs/request',
  {
    input: z.object({
      token: z.string().optional(),
      system_id: z.string().optional(),
      info,
      last_update: z.string().optional(),
    }),
    auth: 'optional',
  },
  async ({ input, services, req, reply }) => {
    // A held request ends when the runner hangs up.
    const hangUp = new AbortController();
    reply.raw.once('close', () => hangUp.abort());
    const { payload, lastUpdate } = await services.runnerJobs.request(
      input.token,
      { systemId: input.system_id, ...input.info, ipAddress: req.ip },
      { lastUpdate: input.last_update, signal: hangUp.signal },
    );
    void reply.header('X-GitLab-Last-Update', lastUpdate);
    if (!payload) return reply.code(204).send();
    return payload;
  },
);

runnerJobsRouter.put(
  '/jobs/:id',
  {
    input: z.object({
      id: positiveInt(),
      token: z.string().optional(),
      state: z.string().optional(),
      failure_reason: z.string().optional(),
      exit_code: int().optional(),
    }),
    auth: 'optional',
  },
  async ({ input, services, reply }) => {
    const { status } = await services.runnerJobs.update(input.id, input.token, {
      state: input.state,
      failureReason: input.failure_reason,
      exitCode: input.exit_code,
    });
    void reply.header('Job-Status', status);
    if (status === 'canceled' && input.state === 'running')
      return reply.code(403).send({ message: '403 Forbidden  - Job is not running' });
    return reply.code(200).send();
  },
);

runnerJobsRouter.patch(
  '/jobs/:id/trace',
  { input: z.object({ id: positiveInt() }), auth: 'optional' },
  async ({ input, services, req, reply }) => {
    const token = req.headers['job-token'];
    const body = Buffer.isBuffer(req.body)
      ? req.body
      : Buffer.from(typeof req.body === 'string' ? req.body : '');
    const result = await services.runnerJobs.appendTrace(
      input.id,
      Array.isArray(token) ? token[0] : token,
      req.headers['content-range'],
      body,
    );
    void reply
      .header('Job-Status', result.status)
      .header('Range', `0-${result.size}`)
      .header('X-GitLab-Trace-Update-Interval', '3');
    if (result.status !== 'running')
      return reply.code(403).send({ message: '403 Forbidden  - Job is not running' });
    return reply.code(result.accepted ? 202 : 416).send();
  },
);

runnerJobsRouter.post(
  '/jobs/:id/artifacts',
  {
    input: z.object({
      id: positiveInt(),
      token: z.string().optional(),
      file: z.custom<UploadedFile>((v) => typeof v === 'object' && v !== null && 'data' in v).optional(),
      artifact_type: z.string().optional(),
      artifact_format: z.string().optional(),
      expire_in: z.string().optional(),
    }),
    multipart: true,
    auth: 'optional',
  },
  async ({ input, services, req }) => {
    if (!input.file) throw badRequest('file is missing');
    const header = req.headers['job-token'];
    await services.runnerJobs.uploadArtifact(
      input.id,
      input.token ?? (Array.isArray(header) ? header[0] : header),
      {
        filename: input.file.filename,
        data: input.file.data,
        type: input.artifact_type ?? 'archive',
        format: input.artifact_format ?? 'zip',
        expireIn: input.expire_in,
      },
    );
    return {};
  },
);

runnerJobsRouter.get(
  '/jobs/:id/artifacts',
  { input: z.object({ id: positiveInt(), token: z.string().optional() }) },
  async ({ input, services, req, reply }) => {
    const header = req.headers['job-token'];
    const archive = await services.runnerJobs.dependencyArchive(
      input.id,
      input.token ?? (Array.isArray(header) ? header[0] : header),
    );
    return reply
      .type('application/octet-stream')
      .header('Content-Disposition', `attachment; filename="${archive.filename}"`)
      .send(services.jobs.artifacts.stream(archive.storagePath));
  },
);
