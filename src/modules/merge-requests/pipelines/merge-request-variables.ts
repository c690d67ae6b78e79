import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { GitRepository } from '../../../git/repository.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { Project } from '../../projects/project.entity.ts';
import { diffVersionId } from '../details/diff-versions.ts';
import { DRAFT_PATTERN, type MergeRequestRow } from '../merge-requests.finder.ts';

/** GitLab cuts `CI_MERGE_REQUEST_DESCRIPTION` at this many characters (and says so in `..._IS_TRUNCATED`). */
const DESCRIPTION_LIMIT = 2700;
const DRAFT = new RegExp(DRAFT_PATTERN, 'i');

/**
 * GitLab's `CI_MERGE_REQUEST_*` variables of a merge request, as its pipelines see them in rules
 * and jobs. Those of the pipeline itself (event type, source and target heads of a merged result)
 * are added by the CI engine. Optional ones (labels, assignees, milestone, approved) are only set
 * when there is something to say, as in GitLab. `CI_MERGE_REQUEST_DIFF_ID` and `..._DIFF_BASE_SHA`
 * name the version of the diff of the pipeline's source head (recorded here if the background
 * diff refresh has not recorded it yet), absent when the source and target share no history.
 */
export async function mergeRequestVariables(
  deps: Pick<ModuleDeps, 'urls' | 'protectedRefs'>,
  db: Kysely<Database>,
  input: {
    row: MergeRequestRow;
    project: Project;
    sourceProject: Project;
    repo: GitRepository;
    /** The source head (in the target repository). */
    sourceHead: string;
  },
): Promise<Record<string, string>> {
  const { row, project, sourceProject, repo } = input;
  const { rows } = await sql<{
    labels: string | null;
    assignees: string | null;
    milestone: string | null;
    approved: boolean;
  }>`select
      (select string_agg(l.title, ',' order by l.title) from merge_request_labels ml
        join labels l on l.id = ml.label_id where ml.merge_request_id = ${row.id}) as labels,
      (select string_agg(u.username, ',' order by u.username) from merge_request_assignees a
        join users u on u.id = a.user_id where a.merge_request_id = ${row.id}) as assignees,
      (select title from milestones where id = ${row.milestone_id ?? 0}::int) as milestone,
      exists (select 1 from merge_request_approvals where merge_request_id = ${row.id}) as approved`.execute(
    db,
  );
  const extra = rows[0]!;
  const targetHead = await repo.resolveCommit(`refs/heads/${row.target_branch}`);
  // The diff computed for this source head is the pipeline's diff version (GitLab's
  // `pipeline.merge_request_diff`); before it is computed, the merge base now.
  const diffBase =
    row.head_sha === input.sourceHead && row.base_sha
      ? row.base_sha
      : targetHead
        ? (await repo.text(['merge-base', targetHead, input.sourceHead]).catch(() => '')).trim()
        : '';
  const description = row.description ?? '';
  const projectUrl = deps.urls.to(project.fullPath);
  const vars: Record<string, string> = {
    CI_MERGE_REQUEST_ID: String(row.id),
    CI_MERGE_REQUEST_IID: String(row.iid),
    CI_MERGE_REQUEST_REF_PATH: `refs/merge-requests/${row.iid}/head`,
    CI_MERGE_REQUEST_PROJECT_ID: String(project.id),
    CI_MERGE_REQUEST_PROJECT_PATH: project.fullPath,
    CI_MERGE_REQUEST_PROJECT_URL: projectUrl,
    CI_MERGE_REQUEST_TARGET_BRANCH_NAME: row.target_branch,
    CI_MERGE_REQUEST_TARGET_BRANCH_PROTECTED: String(
      await deps.protectedRefs.isProtectedRef(project, row.target_branch, false),
    ),
    CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: row.source_branch,
    CI_MERGE_REQUEST_SOURCE_BRANCH_PROTECTED: String(
      await deps.protectedRefs.isProtectedRef(sourceProject, row.source_branch, false),
    ),
    CI_MERGE_REQUEST_SOURCE_PROJECT_ID: String(sourceProject.id),
    CI_MERGE_REQUEST_SOURCE_PROJECT_PATH: sourceProject.fullPath,
    CI_MERGE_REQUEST_SOURCE_PROJECT_URL: deps.urls.to(sourceProject.fullPath),
    CI_MERGE_REQUEST_TITLE: row.title,
    CI_MERGE_REQUEST_DESCRIPTION: description.slice(0, DESCRIPTION_LIMIT),
    CI_MERGE_REQUEST_DESCRIPTION_IS_TRUNCATED: String(description.length > DESCRIPTION_LIMIT),
    CI_MERGE_REQUEST_DRAFT: String(DRAFT.test(row.title)),
    CI_MERGE_REQUEST_SQUASH_ON_MERGE: String(row.squash),
  };
  if (targetHead && diffBase) {
    // The diff version of the pipeline's source head (GitLab's `pipeline.merge_request_diff`).
    const version = await diffVersionId(db, row.id, {
      base: diffBase,
      head: input.sourceHead,
      start: targetHead,
    });
    vars['CI_MERGE_REQUEST_DIFF_ID'] = String(version);
    vars['CI_MERGE_REQUEST_DIFF_BASE_SHA'] = diffBase;
  }
  if (extra.assignees) vars['CI_MERGE_REQUEST_ASSIGNEES'] = extra.assignees;
  if (extra.milestone) vars['CI_MERGE_REQUEST_MILESTONE'] = extra.milestone;
  if (extra.labels) vars['CI_MERGE_REQUEST_LABELS'] = extra.labels;
  if (extra.approved) vars['CI_MERGE_REQUEST_APPROVED'] = 'true';
  return vars;
}
