import type { Urls } from '../../../core/urls.ts';
import type { Project } from '../../projects/project.entity.ts';
import {
  projectAvatarUrl,
  projectHttpUrlToRepo,
  projectSshUrlToRepo,
  projectWebUrl,
} from '../../projects/projects.presenter.ts';
import type { User } from '../../users/user.entity.ts';
import { avatarUrl } from '../../users/users.presenter.ts';

/** A project as GitLab's hook payloads show it (`project`), old aliases included. */
export function hookProjectAttributes(project: Project, urls: Urls) {
  const webUrl = projectWebUrl(project, urls);
  const sshUrl = projectSshUrlToRepo(project, urls);
  const httpUrl = projectHttpUrlToRepo(project, urls);
  return {
    id: project.id,
    name: project.name,
    description: project.description ?? null,
    web_url: webUrl,
    avatar_url: projectAvatarUrl(project, urls),
    git_ssh_url: sshUrl,
    git_http_url: httpUrl,
    namespace: project.namespace.name,
    visibility_level: project.visibilityLevel,
    path_with_namespace: project.fullPath,
    default_branch: project.defaultBranch ?? null,
    ci_config_path: project.ciConfigPath ?? null,
    homepage: webUrl,
    url: sshUrl,
    ssh_url: sshUrl,
    http_url: httpUrl,
  };
}

/** The project's repository as push payloads show it (`repository`). */
export function hookRepositoryAttributes(project: Project, urls: Urls) {
  const webUrl = projectWebUrl(project, urls);
  return {
    name: project.name,
    url: projectSshUrlToRepo(project, urls),
    description: project.description ?? null,
    homepage: webUrl,
    git_http_url: projectHttpUrlToRepo(project, urls),
    git_ssh_url: projectSshUrlToRepo(project, urls),
    visibility_level: project.visibilityLevel,
  };
}

/** What payloads show of a user's email: the public one only, as GitLab (`[REDACTED]` otherwise). */
export function hookUserEmail(user: Pick<User, 'publicEmail'>): string {
  return user.publicEmail ? user.publicEmail : '[REDACTED]';
}

/** A user as GitLab's hook payloads show it (`user`). */
export function hookUserAttributes(user: User, urls: Urls) {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    avatar_url: avatarUrl(user, urls),
    email: hookUserEmail(user),
  };
}
