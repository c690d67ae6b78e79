import type { ModuleDeps } from '../../services.ts';
import type { ParamValue } from '../integrations/integration-kinds.ts';
import type { Project } from '../projects/project.entity.ts';

/**
 * An integration's `branches_to_be_notified` (GitLab's NotificationBranchSelection): whether a branch
 * is one it tells of — every branch, the default one, protected ones, or both of the last.
 */
export async function branchSelected(
  deps: Pick<ModuleDeps, 'repositories' | 'protectedRefs'>,
  project: Project,
  selection: ParamValue | undefined,
  branch: string,
): Promise<boolean> {
  const isDefault = async () => branch === (await deps.repositories.defaultBranch(project));
  const isProtected = () => deps.protectedRefs.isProtectedRef(project, branch, false);
  switch (selection) {
    case 'all':
      return true;
    case 'default':
      return isDefault();
    case 'protected':
      return isProtected();
    case 'default_and_protected':
      return (await isDefault()) || isProtected();
    default:
      return false;
  }
}
