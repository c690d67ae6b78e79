import type { CommitRecord } from '../../git/commit-log.ts';
import type { FileDiff } from '../../git/diff.ts';
import {
  escape,
  footer,
  page,
  type Composed,
  type MessageComposer,
  type Person,
  type ProjectFacts,
} from './messages.ts';

/**
 * The email of the "Emails on push" integration (GitLab's `repository_push_email`), without I/O: the
 * ref that moved, the commits it brought (or, after a force push back, the ones it dropped) and,
 * unless diffs are turned off, the changes.
 */

/** What the push did to its ref: made it, removed it, or moved it. */
export type PushAction = 'create' | 'delete' | 'push';

export interface PushFacts {
  project: ProjectFacts;
  pusher: Person;
  ref: string;
  action: PushAction;
  before: string;
  after: string;
  /** The commits between before and after, oldest first; null for a created or deleted ref. */
  commits: CommitRecord[] | null;
  /** The push dropped `commits` (forced back to an older commit) rather than adding them. */
  reverse: boolean;
  /** The changes; null when the integration leaves diffs out. */
  diffs: FileDiff[] | null;
}

const LISTED = { integration: 'Emails on push' };

export class PushMessageComposer {
  private readonly base: string;
  private readonly composer: MessageComposer;

  constructor(externalUrl: string, composer: MessageComposer) {
    this.base = externalUrl.replace(/\/+$/, '');
    this.composer = composer;
  }

  compose(push: PushFacts): Composed {
    const lines = [...summary(push), ...commitLines(push), ...diffLines(push)];
    const url = this.targetUrl(push);
    const text = [...lines, ...(url ? ['', `View it on Railyard: ${url}`] : []), footer(LISTED)].join('\n');
    return {
      subject: subject(push),
      text,
      html: page(
        [
          `<pre style="white-space: pre-wrap">${escape(lines.join('\n'))}</pre>`,
          ...(url ? [`<p><a href="${escape(url)}">View it on Railyard</a></p>`] : []),
        ],
        LISTED,
      ),
      headers: { ...this.composer.projectHeaders(push.project), 'X-GitLab-Author': push.pusher.username },
    };
  }

  /** The commit (one), the compare (several), the tree (a new ref), or nothing (a deletion). */
  private targetUrl(push: PushFacts): string | null {
    const project = `${this.base}/${push.project.fullPath}`;
    if (push.action === 'delete') return null;
    if (push.action === 'push' && push.commits && push.commits.length > 0) {
      return push.commits.length > 1
        ? `${project}/-/compare/${push.before}...${push.after}`
        : `${project}/-/commit/${push.commits[0]!.id}`;
    }
    return `${project}/-/tree/${encodeURIComponent(refName(push.ref))}`;
  }
}

function refName(ref: string): string {
  return ref.replace(/^refs\/(heads|tags)\//, '');
}

function refType(ref: string): 'tag' | 'branch' {
  return ref.startsWith('refs/tags/') ? 'tag' : 'branch';
}

function actionName(action: PushAction): string {
  return action === 'create' ? 'pushed new' : action === 'delete' ? 'deleted' : 'pushed to';
}

/** GitLab's subject: `[Git][path][branch] title`, `N commits: title`, or `Pushed new branch x`. */
function subject(push: PushFacts): string {
  const head = `[Git][${push.project.fullPath}]${push.action === 'push' ? `[${refName(push.ref)}]` : ''} `;
  const commits = push.commits ?? [];
  if (push.action === 'push' && commits.length > 0) {
    const first = commits[0]!.title;
    if (commits.length > 1)
      return `${head}${push.reverse ? 'Deleted ' : ''}${commits.length} commits: ${first}`;
    return `${head}${push.reverse ? 'Deleted 1 commit: ' : ''}${first}`;
  }
  const action = actionName(push.action);
  return `${head}${action[0]!.toUpperCase()}${action.slice(1)} ${refType(push.ref)} ${refName(push.ref)}`;
}

function summary(push: PushFacts): string[] {
  return [
    `${push.pusher.name} ${actionName(push.action)} ${refType(push.ref)} ${refName(push.ref)} at ${push.project.fullPath}`,
  ];
}

function commitLines(push: PushFacts): string[] {
  if (!push.commits) return [];
  const lines = [''];
  if (push.reverse) {
    lines.push(
      'WARNING: The push did not contain any new commits, but force pushed to delete the commits and changes below.',
      '',
    );
  }
  lines.push(push.reverse ? 'Deleted commits:' : 'Commits:');
  for (const commit of push.commits) {
    lines.push(
      `${commit.id.slice(0, 8)} by ${commit.authorName} at ${commit.committedDate.toISOString()}`,
      commit.message.trimEnd(),
      '- - - - -',
    );
  }
  return lines;
}

function diffLines(push: PushFacts): string[] {
  if (!push.diffs || push.diffs.length === 0) return [];
  const lines = ['', `${push.diffs.length} changed ${push.diffs.length === 1 ? 'file' : 'files'}:`];
  for (const diff of push.diffs) lines.push(`- ${fileLabel(diff)}`);
  for (const diff of push.diffs) {
    lines.push(
      '',
      '=====================================',
      fileLabel(diff),
      '=====================================',
    );
    lines.push(diff.tooLarge ? 'Changes are too large to show.' : diff.diff.trimEnd());
  }
  return lines;
}

function fileLabel(diff: FileDiff): string {
  if (diff.newFile) return `${diff.newPath} (new file)`;
  if (diff.deletedFile) return `${diff.oldPath} (deleted)`;
  if (diff.renamedFile) return `${diff.oldPath} → ${diff.newPath}`;
  return diff.newPath;
}
