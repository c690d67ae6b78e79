import { z } from 'zod';
import { badRequest } from '../../core/errors.ts';
import { offsetPage, pageOfArray, pageWithTotal } from '../../core/pagination.ts';
import type { FileAction } from '../../git/commit-writer.ts';
import { bool, dateTime, idOrPath, oneOf, pageParams } from '../../rest/params.ts';
import { JOB_TOKEN_REPOSITORY_READ, Router } from '../../rest/router.ts';
import { presentCommit } from './commit.presenter.ts';
import type { CommitDetail } from './commits.service.ts';
import { presentDiff } from './repository.presenter.ts';
import { lastSeenFile } from './changed-files.ts';

/** Commits: list, get, diff, refs, create with file actions. */
export const commitsRouter = new Router();

const project = { id: idOrPath() };

function presentDetail(detail: CommitDetail) {
  const view = presentCommit(detail.commit, detail.projectUrl);
  return detail.stats ? { ...view, stats: detail.stats } : view;
}

commitsRouter.get(
  '/projects/:id/repository/commits',
  {
    input: z.object({
      ...project,
      ...pageParams,
      ref_name: z.string().optional(),
      since: dateTime().optional(),
      until: dateTime().optional(),
      path: z.string().optional(),
      author: z.string().optional(),
      all: bool().optional(),
      with_stats: bool().optional(),
      first_parent: bool().optional(),
      order: oneOf(['default', 'topo']).optional(),
      trailers: bool().optional(),
    }),
  },
  async ({ input, services, actor, paginate }) => {
    const request = offsetPage(input.page, input.per_page);
    const result = await services.commits.list(actor, input.id, {
      refName: input.ref_name,
      since: input.since,
      until: input.until,
      path: input.path,
      author: input.author,
      all: input.all,
      withStats: input.with_stats,
      firstParent: input.first_parent,
      order: input.order,
      page: request.page,
      perPage: request.perPage,
    });
    return paginate(pageWithTotal(result.commits, request, result.total), presentDetail);
  },
);

commitsRouter.get(
  '/projects/:id/repository/commits/:sha',
  {
    input: z.object({ ...project, sha: z.string().min(1), stats: bool().optional() }),
    jobToken: JOB_TOKEN_REPOSITORY_READ,
  },
  async ({ input, services, actor }) => {
    const detail = await services.commits.get(actor, input.id, input.sha);
    return presentDetail(input.stats === false ? { ...detail, stats: null } : detail);
  },
);

commitsRouter.get(
  '/projects/:id/repository/commits/:sha/diff',
  { input: z.object({ ...project, ...pageParams, sha: z.string().min(1), unidiff: bool().optional() }) },
  async ({ input, services, actor, paginate }) => {
    const diffs = await services.commits.diff(actor, input.id, input.sha, input.unidiff ?? false);
    return paginate(pageOfArray(diffs, offsetPage(input.page, input.per_page)), presentDiff);
  },
);

commitsRouter.get(
  '/projects/:id/repository/commits/:sha/refs',
  {
    input: z.object({
      ...project,
      ...pageParams,
      sha: z.string().min(1),
      type: oneOf(['branch', 'tag', 'all']).optional(),
    }),
  },
  async ({ input, services, actor, paginate }) => {
    const refs = await services.commits.refs(actor, input.id, input.sha, input.type ?? 'all');
    return paginate(pageOfArray(refs, offsetPage(input.page, input.per_page)), (r) => r);
  },
);

const actionInput = z.object({
  action: oneOf(['create', 'delete', 'move', 'update', 'chmod']),
  file_path: z.string().min(1),
  previous_path: z.string().optional(),
  content: z.string().optional(),
  encoding: oneOf(['text', 'base64']).optional(),
  last_commit_id: z.string().optional(),
  execute_filemode: bool().optional(),
});

type ActionInput = z.infer<typeof actionInput>;

/** A commit action's parameters → the commit writer's action; what each action needs is checked here. */
function toFileAction(a: ActionInput): FileAction {
  const content =
    a.content === undefined ? undefined : Buffer.from(a.content, a.encoding === 'base64' ? 'base64' : 'utf8');
  switch (a.action) {
    case 'create':
    case 'update':
      return {
        action: a.action,
        path: a.file_path,
        content: content ?? Buffer.alloc(0),
        executable: a.execute_filemode,
      };
    case 'delete':
      return { action: 'delete', path: a.file_path };
    case 'move':
      if (!a.previous_path) throw badRequest('previous_path is missing for the move action');
      return { action: 'move', path: a.file_path, previousPath: a.previous_path, content };
    case 'chmod':
      if (a.execute_filemode === undefined)
        throw badRequest('execute_filemode is missing for the chmod action');
      return { action: 'chmod', path: a.file_path, executable: a.execute_filemode };
  }
}

commitsRouter.post(
  '/projects/:id/repository/commits',
  {
    input: z.object({
      ...project,
      branch: z.string().min(1),
      commit_message: z.string().min(1),
      start_branch: z.string().optional(),
      start_sha: z.string().optional(),
      start_project: z.string().optional(),
      actions: z.array(actionInput),
      author_email: z.string().optional(),
      author_name: z.string().optional(),
      stats: bool().optional(),
      force: bool().optional(),
    }),
  },
  async ({ input, services, actor }) => {
    const detail = await services.commits.create(actor, input.id, {
      branch: input.branch,
      startBranch: input.start_branch,
      startSha: input.start_sha,
      message: input.commit_message,
      actions: input.actions.map(toFileAction),
      lastSeenFiles: input.actions.flatMap((a) => {
        const seen = lastSeenFile({
          action: a.action,
          path: a.file_path,
          previousPath: a.previous_path,
          lastCommitId: a.last_commit_id,
        });
        return seen ? [seen] : [];
      }),
      author: {
        ...(input.author_name ? { name: input.author_name } : {}),
        ...(input.author_email ? { email: input.author_email } : {}),
      },
      force: input.force,
    });
    return presentDetail(input.stats === false ? { ...detail, stats: null } : detail);
  },
);
