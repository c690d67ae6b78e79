import type { Settings } from './integration-action.ts';
import { setting } from './integration-action.ts';
import { text } from './payload-fields.ts';

/**
 * GitLab's `branches_to_be_notified` (NotificationBranchSelection): all branches, the default
 * branch, protected branches, or both of the latter.
 */
export async function notifiesForBranch(
  settings: Settings,
  payload: unknown,
  branch: string,
  branchProtected: (branch: string) => Promise<boolean>,
): Promise<boolean> {
  const isDefault = () => branch === text(payload, 'project', 'default_branch');
  switch (setting(settings, 'branches_to_be_notified') || 'default') {
    case 'all':
      return true;
    case 'default':
      return isDefault();
    case 'protected':
      return branchProtected(branch);
    case 'default_and_protected':
      return isDefault() || (await branchProtected(branch));
    default:
      return false;
  }
}
