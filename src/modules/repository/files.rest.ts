import { z } from 'zod';
import { bool, idOrPath, oneOf } from '../../rest/params.ts';
import { JOB_TOKEN_REPOSITORY_READ, Router } from '../../rest/router.ts';
import { contentSha256, type FileWrite, type RepositoryFile } from './files.service.ts';
import { rawContentHeaders } from './raw-content.ts';

/** Repository files: get, raw, create, update, delete. */
export const filesRouter = new Router();

/** GitLab's file_path check: a path never steps through `.` or `..`. */
const filePath = z
  .string()
  .min(1)
  .refine((path) => !path.split('/').some((segment) => segment === '.' || segment === '..'), {
    message: 'should be a valid file path',
  });
const target = { id: idOrPath(), file_path: filePath };

function presentFile(file: RepositoryFile) {
  return {
    file_name: file.fileName,
    file_path: file.filePath,
    size: file.size,
    encoding: 'base64',
    content_sha256: contentSha256(file.content),
    ref: file.ref,
    blob_id: file.blobId,
    commit_id: file.commitId,
    last_commit_id: file.lastCommitId,
    execute_filemode: file.executeFilemode,
    content: file.content.toString('base64'),
  };
}

filesRouter.get(
  '/projects/:id/repository/files/:file_path',
  { input: z.object({ ...target, ref: z.string().min(1) }) },
  async ({ input, services, actor, reply }) => {
    const file = await services.repositoryFiles.get(actor, input.id, input.file_path, input.ref);
    const view = presentFile(file);
    void reply.headers({
      'X-Gitlab-Blob-Id': view.blob_id,
      'X-Gitlab-Commit-Id': view.commit_id,
      'X-Gitlab-Content-Sha256': view.content_sha256,
      'X-Gitlab-Encoding': 'base64',
      'X-Gitlab-File-Name': encodeURIComponent(view.file_name),
      'X-Gitlab-File-Path': encodeURIComponent(view.file_path),
      'X-Gitlab-Last-Commit-Id': view.last_commit_id,
      'X-Gitlab-Ref': encodeURIComponent(view.ref),
      'X-Gitlab-Size': String(view.size),
      'X-Gitlab-Execute-Filemode': String(view.execute_filemode),
    });
    return view;
  },
);

filesRouter.get(
  '/projects/:id/repository/files/:file_path/raw',
  {
    input: z.object({ ...target, ref: z.string().optional(), lfs: bool().optional() }),
    jobToken: JOB_TOKEN_REPOSITORY_READ,
  },
  async ({ input, services, actor, reply }) => {
    const file = await services.repositoryFiles.raw(actor, input.id, input.file_path, input.ref);
    void reply
      .headers(rawContentHeaders(file.content.subarray(0, 8000), file.fileName))
      .header('X-Gitlab-Blob-Id', file.blobId)
      .header('X-Gitlab-Commit-Id', file.commitId)
      .header('X-Gitlab-Last-Commit-Id', file.lastCommitId);
    return reply.send(file.content);
  },
);

const writeInput = z.object({
  ...target,
  branch: z.string().min(1),
  start_branch: z.string().optional(),
  encoding: oneOf(['text', 'base64']).optional(),
  author_email: z.string().optional(),
  author_name: z.string().optional(),
  content: z.string().optional(),
  commit_message: z.string().min(1),
  last_commit_id: z.string().optional(),
  execute_filemode: bool().optional(),
});

function toWrite(input: z.infer<typeof writeInput>): FileWrite {
  return {
    branch: input.branch,
    startBranch: input.start_branch,
    encoding: input.encoding,
    authorEmail: input.author_email,
    authorName: input.author_name,
    content: input.content,
    commitMessage: input.commit_message,
    lastCommitId: input.last_commit_id,
    executeFilemode: input.execute_filemode,
  };
}

const withContent = writeInput.extend({ content: z.string() });

filesRouter.post(
  '/projects/:id/repository/files/:file_path',
  { input: withContent },
  async ({ input, services, actor }) => {
    await services.repositoryFiles.create(actor, input.id, input.file_path, toWrite(input));
    return { file_path: input.file_path, branch: input.branch };
  },
);

filesRouter.put(
  '/projects/:id/repository/files/:file_path',
  { input: withContent },
  async ({ input, services, actor }) => {
    await services.repositoryFiles.update(actor, input.id, input.file_path, toWrite(input));
    return { file_path: input.file_path, branch: input.branch };
  },
);

filesRouter.delete(
  '/projects/:id/repository/files/:file_path',
  { input: writeInput },
  async ({ input, services, actor }) => {
    await services.repositoryFiles.delete(actor, input.id, input.file_path, toWrite(input));
  },
);
