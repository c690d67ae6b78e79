import { randomBytes } from 'node:crypto';
import type { NotificationReason } from './recipients.ts';

/**
 * Notification emails' subjects, bodies and headers, as GitLab's mailer writes them (no I/O): one
 * thread per merge request (its first email's Message-ID, answered by the others), project and
 * object headers for mail filters, a plain text body and an HTML one.
 */

export interface ProjectFacts {
  id: number;
  name: string;
  fullPath: string;
}

export interface Person {
  name: string;
  username: string;
}

export interface Composed {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** What a merge request email says, by kind. */
export type MergeRequestChange =
  | {
      kind: 'new';
      author: Person | null;
      description: string | null;
      assignees: Person[];
      reviewers: Person[];
    }
  | { kind: 'closed'; by: Person | null }
  | { kind: 'reopened'; by: Person | null }
  | { kind: 'merged'; by: Person | null }
  | { kind: 'reassigned'; previous: Person[]; current: Person[] }
  | { kind: 'note'; noteId: number; author: Person; body: string; discussionId: string }
  /**
   * Commits pushed to the source branch (oldest first): new ones, ones the target branch already had,
   * and how many more the email leaves out.
   */
  | { kind: 'pushed'; by: Person | null; commits: ShortCommit[]; existing: ShortCommit[]; more: number }
  | {
      kind: 'auto_merge_set';
      by: Person | null;
      author: Person | null;
      assignees: Person[];
      reviewers: Person[];
    };

export interface ShortCommit {
  id: string;
  title: string;
}

export interface MergeRequestFacts {
  id: number;
  iid: number;
  title: string;
  sourceBranch: string;
  targetBranch: string;
}

export interface PipelineFacts {
  id: number;
  ref: string;
  sha: string;
  status: string;
  user: Person | null;
  mergeRequestIid: number | null;
}

/** How the pipeline email is worded: GitLab's `failed`, `succeeded`, `been fixed`. */
export type PipelineOutcome = 'failed' | 'succeeded' | 'fixed';

export class MessageComposer {
  private readonly base: string;
  private readonly host: string;

  constructor(externalUrl: string) {
    this.base = externalUrl.replace(/\/+$/, '');
    this.host = new URL(this.base).hostname;
  }

  mergeRequest(
    project: ProjectFacts,
    mr: MergeRequestFacts,
    change: MergeRequestChange,
    reason: NotificationReason | null,
  ): Composed {
    const url = `${this.base}/${project.fullPath}/-/merge_requests/${mr.iid}`;
    const thread = `<merge_request_${mr.id}@${this.host}>`;
    const title = `${project.name} | ${mr.title} (!${mr.iid})`;
    const headers: Record<string, string> = {
      ...this.projectHeaders(project),
      'X-GitLab-MergeRequest-ID': String(mr.id),
      'X-GitLab-MergeRequest-IID': String(mr.iid),
      ...(reason ? { 'X-GitLab-NotificationReason': reason } : {}),
    };
    if (change.kind === 'new') {
      headers['Message-ID'] = thread;
    } else {
      headers['Message-ID'] =
        change.kind === 'note'
          ? `<note_${change.noteId}@${this.host}>`
          : `<${randomBytes(16).toString('hex')}@${this.host}>`;
      headers['In-Reply-To'] = thread;
      headers['References'] = thread;
      if (change.kind === 'note') headers['X-GitLab-Discussion-ID'] = change.discussionId;
    }
    const lines = mergeRequestLines(mr, change);
    const link = change.kind === 'note' ? `${url}#note_${change.noteId}` : url;
    return {
      subject: change.kind === 'new' ? title : `Re: ${title}`,
      text: [...lines.map((l) => l.text), '', `View it on Railyard: ${link}`, footer(reason)].join('\n'),
      html: page(
        [...lines.map((l) => l.html), `<p><a href="${escape(link)}">View it on Railyard</a></p>`],
        reason,
      ),
      headers,
    };
  }

  pipeline(
    project: ProjectFacts,
    pipeline: PipelineFacts,
    outcome: PipelineOutcome,
    why: Why = null,
  ): Composed {
    const url = `${this.base}/${project.fullPath}/-/pipelines/${pipeline.id}`;
    const shortSha = pipeline.sha.slice(0, 8);
    const commit =
      pipeline.mergeRequestIid === null ? shortSha : `${shortSha} in !${pipeline.mergeRequestIid}`;
    const said = outcome === 'fixed' ? 'been fixed' : outcome;
    const summary =
      outcome === 'failed'
        ? 'Your pipeline has failed.'
        : outcome === 'fixed'
          ? 'Your pipeline has been fixed!'
          : 'Your pipeline has passed.';
    const facts: [string, string][] = [
      ['Project', project.fullPath],
      ['Branch', pipeline.ref],
      ['Commit', pipeline.sha],
      ['Pipeline', `#${pipeline.id}${pipeline.user ? ` triggered by ${pipeline.user.name}` : ''}`],
    ];
    return {
      subject: `${project.name} | Pipeline #${pipeline.id} has ${said} for ${pipeline.ref} | ${commit}`,
      text: [
        summary,
        '',
        ...facts.map(([k, v]) => `${k}: ${v}`),
        '',
        `View it on Railyard: ${url}`,
        footer(why),
      ].join('\n'),
      html: page(
        [
          `<p>${escape(summary)}</p>`,
          `<table>${facts.map(([k, v]) => `<tr><td>${escape(k)}</td><td>${escape(v)}</td></tr>`).join('')}</table>`,
          `<p><a href="${escape(url)}">View it on Railyard</a></p>`,
        ],
        why,
      ),
      headers: {
        ...this.projectHeaders(project),
        'X-GitLab-Pipeline-Id': String(pipeline.id),
        'X-GitLab-Pipeline-Ref': pipeline.ref,
        'X-GitLab-Pipeline-Status': pipeline.status,
      },
    };
  }

  /** GitLab's `project_was_moved_email`: where the project is now, and how to point a clone there. */
  projectMoved(project: ProjectFacts, oldFullPath: string): Composed {
    const url = `${this.base}/${project.fullPath}`;
    const lines = [
      line('Project was moved to another location'),
      line(`The project ${oldFullPath} is now located under ${url}`),
      line('To update the remote url in your local repository run:'),
      block(`git remote set-url origin ${url}.git`),
    ];
    return {
      subject: `${project.name} | Project was moved`,
      text: [...lines.map((l) => l.text), '', `View it on Railyard: ${url}`, footer(null)].join('\n'),
      html: page(
        [...lines.map((l) => l.html), `<p><a href="${escape(url)}">View it on Railyard</a></p>`],
        null,
      ),
      headers: this.projectHeaders(project),
    };
  }

  /**
   * GitLab's `inactive_project_deletion_warning_email`: the project is to be deleted on
   * `deletionDate` (YYYY-MM-DD) unless it becomes active again.
   */
  inactiveProjectDeletionWarning(project: ProjectFacts, deletionDate: string): Composed {
    const url = `${this.base}/${project.fullPath}`;
    const repo = `${url}.git`;
    const link = `<a href="${escape(repo)}">${escape(project.name)}</a>`;
    const text = [
      `Due to inactivity, the ${project.name} project (${repo}) is scheduled to be deleted on ${deletionDate}.`,
      `To ensure ${project.name} is unscheduled for deletion, check that activity has been logged by Railyard. For example:`,
      '* Pushing to the repository.',
      `This email supersedes any previous emails about scheduled deletion you may have received for ${project.name}.`,
      '',
      `View it on Railyard: ${url}`,
    ].join('\n');
    const html = [
      `<p>Due to inactivity, the ${link} project is scheduled to be deleted on <b>${escape(deletionDate)}</b>.</p>`,
      `<p>To ensure ${link} is unscheduled for deletion, check that activity has been logged by Railyard. For example:</p>`,
      '<ul><li>Pushing to the repository.</li></ul>',
      `<p>This email supersedes any previous emails about scheduled deletion you may have received for ${link}.</p>`,
    ];
    return {
      subject: `${project.name} | Action required: Project ${project.name} is scheduled to be deleted on ${deletionDate} due to inactivity`,
      text,
      html: `<!DOCTYPE html><html><body>${html.join('')}</body></html>`,
      headers: this.projectHeaders(project),
    };
  }

  /** Headers every project email carries, for mail filters. */
  projectHeaders(project: ProjectFacts): Record<string, string> {
    return {
      'X-GitLab-Project': project.name,
      'X-GitLab-Project-Id': String(project.id),
      'X-GitLab-Project-Path': project.fullPath,
      'List-Id': `${project.fullPath} <${this.listId(project)}>`,
    };
  }

  /** GitLab's list id: `<project id>.<path segments, reversed, dot-separated>.<host>`. */
  private listId(project: ProjectFacts): string {
    const path = project.fullPath
      .toLowerCase()
      .split('/')
      .reverse()
      .map((segment) => segment.replace(/[^a-z0-9]/g, '-'))
      .join('.');
    return `${project.id}.${path}.${this.host}`;
  }
}

interface Line {
  text: string;
  html: string;
}

const line = (text: string): Line => ({ text, html: `<p>${escape(text)}</p>` });

function mergeRequestLines(mr: MergeRequestFacts, change: MergeRequestChange): Line[] {
  const ref = `!${mr.iid}`;
  const by = (person: Person | null) => (person ? ` by ${person.name}` : '');
  switch (change.kind) {
    case 'new': {
      const lines = [
        line(`${change.author?.name ?? 'Someone'} created a merge request ${ref}: ${mr.title}`),
        line(`Branches: ${mr.sourceBranch} to ${mr.targetBranch}`),
      ];
      if (change.assignees.length > 0) lines.push(line(`Assignee: ${names(change.assignees)}`));
      if (change.reviewers.length > 0) lines.push(line(`Reviewer: ${names(change.reviewers)}`));
      if (change.description) lines.push(block(change.description));
      return lines;
    }
    case 'closed':
      return [line(`Merge request ${ref} was closed${by(change.by)}`)];
    case 'reopened':
      return [line(`Merge request ${ref} was reopened${by(change.by)}`)];
    case 'merged':
      return [line(`Merge request ${ref} was merged${by(change.by)}`)];
    case 'reassigned':
      return [
        line(
          change.current.length === 0
            ? 'All assignees were removed.'
            : change.previous.length === 0
              ? `Assignee changed to ${names(change.current)}`
              : `Assignee changed from ${names(change.previous)} to ${names(change.current)}`,
        ),
      ];
    case 'note':
      return [line(`${change.author.name} commented on merge request ${ref}:`), block(change.body)];
    case 'pushed':
      return [
        line(`${change.by?.name ?? 'Someone'} pushed new commits to merge request ${ref}`),
        ...existingLine(change.existing, mr.targetBranch),
        ...change.commits.map((c) => line(`* ${c.id.slice(0, 8)} - ${c.title}`)),
        ...(change.more > 0
          ? [line(`And ${change.more} more ${change.more === 1 ? 'commit' : 'commits'}`)]
          : []),
      ];
    case 'auto_merge_set': {
      const lines = [
        line(`Merge request ${ref} was set to auto-merge by ${change.by?.name ?? 'someone'}`),
        line(`Branches: ${mr.sourceBranch} to ${mr.targetBranch}`),
        line(`Author: ${change.author?.name ?? 'unknown'}`),
      ];
      if (change.assignees.length > 0) lines.push(line(`Assignee: ${names(change.assignees)}`));
      if (change.reviewers.length > 0) lines.push(line(`Reviewer: ${names(change.reviewers)}`));
      return lines;
    }
  }
}

/** GitLab's line for pushed commits the target already had: `* a...b - 2 commits from branch `main``. */
function existingLine(existing: readonly ShortCommit[], targetBranch: string): Line[] {
  if (existing.length === 0) return [];
  const first = existing[0]!.id.slice(0, 8);
  const ids = existing.length === 1 ? first : `${first}...${existing[existing.length - 1]!.id.slice(0, 8)}`;
  const count = `${existing.length} ${existing.length === 1 ? 'commit' : 'commits'}`;
  return [line(`* ${ids} - ${count} from branch \`${targetBranch}\``)];
}

function names(people: readonly Person[]): string {
  return people.map((p) => p.name).join(', ');
}

/** Text shown as written: as is in the plain body, pre-formatted in the HTML one. */
function block(text: string): Line {
  return { text: `\n${text}`, html: `<pre style="white-space: pre-wrap">${escape(text)}</pre>` };
}

/**
 * Why a recipient gets an email: a notification reason, null (their notification settings), or an
 * integration of the project that lists their address.
 */
export type Why = NotificationReason | null | { integration: string };

export function footer(reason: Why): string {
  const why: Record<NotificationReason, string> = {
    own_activity: 'You are receiving this email because of your activity.',
    assigned: 'You are receiving this email because you have been assigned an item.',
    review_requested: 'You are receiving this email because you have been asked to review.',
    mentioned: 'You are receiving this email because you have been mentioned.',
    subscribed: 'You are receiving this email because you are subscribed.',
  };
  const text =
    reason === null
      ? 'You are receiving this email because of your account notification settings.'
      : typeof reason === 'object'
        ? `You are receiving this email because the project's ${reason.integration} integration lists your address.`
        : why[reason];
  return `\n-- \n${text}`;
}

export function page(parts: readonly string[], reason: Why): string {
  const note = escape(footer(reason).replace(/^\n-- \n/, ''));
  return `<!DOCTYPE html><html><body>${parts.join('')}<hr><p style="color:#666">${note}</p></body></html>`;
}

export function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
