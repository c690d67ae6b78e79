import type { Project } from '../../projects/project.entity.ts';

/** What the pipeline-level predefined variables are built from. */
export interface PipelineVariableSource {
  project: Project;
  ref: string;
  tag: boolean;
  /** The ref is protected (a protected branch or tag). */
  protectedRef: boolean;
  sha: string;
  beforeSha: string | null;
  source: string;
  defaultBranch: string;
  commitMessage: string;
  projectUrl: string;
  serverUrl: string;
  pipelineId?: number;
  pipelineIid?: number;
  userLogin?: string | null;
}

/** GitLab's predefined pipeline variables that rules and scripts rely on. */
export function predefinedPipelineVariables(s: PipelineVariableSource): Record<string, string> {
  const slug = refSlug(s.ref);
  const title = s.commitMessage.split('\n', 1)[0] ?? '';
  const namespace = s.project.fullPath.split('/').slice(0, -1).join('/');
  const vars: Record<string, string> = {
    CI: 'true',
    GITLAB_CI: 'true',
    CI_SERVER_URL: s.serverUrl,
    CI_PROJECT_ID: String(s.project.id),
    CI_PROJECT_NAME: s.project.path,
    CI_PROJECT_PATH: s.project.fullPath,
    CI_PROJECT_PATH_SLUG: refSlug(s.project.fullPath),
    CI_PROJECT_NAMESPACE: namespace,
    CI_PROJECT_URL: s.projectUrl,
    CI_PROJECT_VISIBILITY: ['private', 'internal', 'public'][s.project.visibilityLevel / 10] ?? 'private',
    CI_DEFAULT_BRANCH: s.defaultBranch,
    CI_COMMIT_SHA: s.sha,
    CI_COMMIT_SHORT_SHA: s.sha.slice(0, 8),
    CI_COMMIT_BEFORE_SHA: s.beforeSha ?? '0000000000000000000000000000000000000000',
    CI_COMMIT_REF_NAME: s.ref,
    CI_COMMIT_REF_SLUG: slug,
    CI_COMMIT_REF_PROTECTED: String(s.protectedRef),
    CI_COMMIT_MESSAGE: s.commitMessage,
    CI_COMMIT_TITLE: title,
    CI_PIPELINE_SOURCE: s.source,
  };
  if (s.tag) vars['CI_COMMIT_TAG'] = s.ref;
  else vars['CI_COMMIT_BRANCH'] = s.ref;
  if (s.pipelineId !== undefined) vars['CI_PIPELINE_ID'] = String(s.pipelineId);
  if (s.pipelineIid !== undefined) vars['CI_PIPELINE_IID'] = String(s.pipelineIid);
  if (s.userLogin) vars['GITLAB_USER_LOGIN'] = s.userLogin;
  return vars;
}

/** `CI_COMMIT_REF_SLUG`: lower-cased, non-alphanumerics as `-`, at most 63 characters, no edge dashes. */
export function refSlug(ref: string): string {
  return ref
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '-')
    .slice(0, 63)
    .replace(/^-+|-+$/g, '');
}
