import { z } from 'zod';
import { clampPerPage, offsetPage, pageOfArray, pageWithTotal } from '../../core/pagination.ts';
import { ARCHIVE_FORMATS, isArchiveFormat, type ArchiveFormat } from '../../git/archive.ts';
import { badRequest } from '../../core/errors.ts';
import { bool, idOrPath, int, oneOf, pageParams, stringArray } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import { presentCommit } from './commit.presenter.ts';
import { presentCompare, presentContributor, presentTreeEntry } from './repository.presenter.ts';
import { rawContentHeaders } from './raw-content.ts';

/** Repository reads: tree, blobs, archive, compare, contributors, merge base. */
export const repositoryRouter = new Router();

const project = { id: idOrPath() };

repositoryRouter.get(
  '/projects/:id/repository/tree',
  {
    input: z.object({
      ...project,
      ...pageParams,
      path: z.string().optional(),
      ref: z.string().optional(),
      recursive: bool().optional(),
      pagination: oneOf(['keyset', 'none']).optional(),
      page_token: z.string().optional(),
    }),
  },
  async ({ input, services, actor, req, reply, paginate }) => {
    const keyset = input.pagination === 'keyset';
    const perPage = clampPerPage(input.per_page);
    const page = offsetPage(input.page, perPage);
    const result = await services.repositoryReads.tree(actor, input.id, {
      path: input.path,
      ref: input.ref,
      recursive: input.recursive,
      perPage,
      pageToken: keyset ? input.page_token : undefined,
      page: keyset ? undefined : page.page,
    });
    if (keyset) {
      if (result.nextPageToken) {
        const url = new URL(req.url, `${req.protocol}://${req.host}`);
        url.searchParams.set('page_token', result.nextPageToken);
        url.searchParams.delete('private_token');
        void reply.header('Link', `<${url.toString()}>; rel="next"`);
      }
      return result.entries.map(presentTreeEntry);
    }
    // Offset pages carry Link headers as every other list does: clients (python-gitlab) follow them.
    return paginate(pageWithTotal(result.entries, page, result.total), presentTreeEntry);
  },
);

repositoryRouter.get(
  '/projects/:id/repository/blobs/:sha',
  { input: z.object({ ...project, sha: z.string() }) },
  async ({ input, services, actor }) => {
    const blob = await services.repositoryReads.blob(actor, input.id, input.sha);
    return { size: blob.size, encoding: 'base64', content: blob.data.toString('base64'), sha: blob.sha };
  },
);

repositoryRouter.get(
  '/projects/:id/repository/blobs/:sha/raw',
  { input: z.object({ ...project, sha: z.string() }) },
  async ({ input, services, actor, reply }) => {
    const blob = await services.repositoryReads.rawBlob(actor, input.id, input.sha);
    void reply.headers(rawContentHeaders(blob.head, input.sha)).header('Content-Length', String(blob.size));
    return reply.send(blob.body);
  },
);

const archiveInput = z.object({
  ...project,
  format: z.string().optional(),
  sha: z.string().optional(),
  path: z.string().optional(),
});

for (const url of ['/projects/:id/repository/archive', '/projects/:id/repository/archive.:format']) {
  repositoryRouter.get(url, { input: archiveInput }, async ({ input, services, actor, req, reply }) => {
    const format = (input.format ?? 'tar.gz') as ArchiveFormat;
    if (!isArchiveFormat(format)) throw badRequest(`format must be one of ${ARCHIVE_FORMATS.join(', ')}`);
    const archive = await services.repositoryReads.archive(actor, input.id, {
      format,
      sha: input.sha,
      path: input.path,
      clientKey: req.ip,
    });
    void reply
      .header('Content-Type', archive.contentType)
      .header('Content-Disposition', `attachment; filename="${archive.filename}"`)
      .header('Content-Transfer-Encoding', 'binary');
    return reply.send(archive.stream);
  });
}

repositoryRouter.get(
  '/projects/:id/repository/compare',
  {
    input: z.object({
      ...project,
      from: z.string().min(1),
      to: z.string().min(1),
      from_project_id: int().optional(),
      straight: bool().optional(),
      unidiff: bool().optional(),
    }),
  },
  async ({ input, services, actor }) => {
    const result = await services.repositoryReads.compare(actor, input.id, {
      from: input.from,
      to: input.to,
      fromProjectId: input.from_project_id,
      straight: input.straight,
      unidiff: input.unidiff,
    });
    return presentCompare(result, result.projectUrl);
  },
);

repositoryRouter.get(
  '/projects/:id/repository/contributors',
  {
    input: z.object({
      ...project,
      ...pageParams,
      ref: z.string().optional(),
      order_by: oneOf(['name', 'email', 'commits']).optional(),
      sort: oneOf(['asc', 'desc']).optional(),
    }),
  },
  async ({ input, services, actor, paginate }) => {
    const list = await services.repositoryReads.contributors(actor, input.id, {
      ref: input.ref,
      orderBy: input.order_by ?? 'commits',
      sort: input.sort ?? 'asc',
    });
    return paginate(pageOfArray(list, offsetPage(input.page, input.per_page)), presentContributor);
  },
);

repositoryRouter.get(
  '/projects/:id/repository/merge_base',
  { input: z.object({ ...project, refs: stringArray() }) },
  async ({ input, services, actor }) => {
    const { commit, projectUrl } = await services.repositoryReads.mergeBase(actor, input.id, input.refs);
    return presentCommit(commit, projectUrl);
  },
);
