import type { Actor } from '../../core/actor.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { IssueTrackersFinder } from '../integrations/issue-trackers.finder.ts';
import type { MergeRequestsService } from './merge-requests.service.ts';

/** An issue a merge request closes when merged: GitLab's `ExternalIssue` (the project has no issues of its own). */
export interface ClosingIssue {
  id: string;
  title: string;
}

/**
 * The issues a merge request closes (`closes_issues`): its title, description and commit messages
 * read with the closing pattern, when it targets the default branch (merging elsewhere closes
 * nothing, as in GitLab). The project's external issue tracker names and links them; a project
 * without one closes none, having no issues here.
 */
export class MergeRequestClosingIssues {
  private readonly mergeRequests: MergeRequestsService;
  private readonly projects: ProjectsService;
  private readonly trackers: IssueTrackersFinder;

  constructor(deps: {
    mergeRequests: MergeRequestsService;
    projects: ProjectsService;
    trackers: IssueTrackersFinder;
  }) {
    this.mergeRequests = deps.mergeRequests;
    this.projects = deps.projects;
    this.trackers = deps.trackers;
  }

  async list(actor: Actor, projectRef: string | number, iid: number): Promise<ClosingIssue[]> {
    const mergeRequest = await this.mergeRequests.get(actor, projectRef, iid);
    const { project } = await this.projects.find(actor, mergeRequest.projectId);
    if (mergeRequest.targetBranch !== project.defaultBranch) return [];
    const commits = await this.mergeRequests.commits(actor, projectRef, iid);
    const text = [mergeRequest.title, mergeRequest.description ?? '', ...commits.map((c) => c.message)].join(
      '\n',
    );
    const closed = await this.trackers.closedBy(mergeRequest.projectId, text);
    return closed.map((issue) => ({ id: issue.id, title: `External Issue ${issue.id}` }));
  }
}
