import type { MarkdownContext } from '../../core/markdown.ts';
import type { GraphQLContext } from '../../graphql/builder.ts';
import { fromMap, requestLoader } from '../../graphql/request-loader.ts';

/**
 * What the `…Html` fields of a project's texts render with: its external issue tracker's links,
 * read for every project of the request in one batch.
 */
export async function markdownContextOf(
  ctx: GraphQLContext,
  projectId: number | null | undefined,
): Promise<MarkdownContext> {
  if (projectId === null || projectId === undefined) return {};
  const issueReferences = await requestLoader(
    ctx,
    'project.issueTracker',
    fromMap((ids: readonly number[]) => ctx.services.issueTrackers.linksFor(ids), null),
  ).load(projectId);
  return { issueReferences };
}
