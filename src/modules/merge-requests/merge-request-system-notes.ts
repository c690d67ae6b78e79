import { sql } from 'kysely';
import type { Tx } from '../../core/tx.ts';
import { kysely } from '../../db/database.ts';
import { DRAFT_PATTERN } from './merge-requests.finder.ts';

/** What a merge request's system notes compare: its state before and after a change. */
export interface MergeRequestSnapshot {
  id: number;
  projectId: number;
  title: string;
  description: string | null;
  state: string;
  targetBranch: string;
  discussionLocked: boolean;
  milestone: string | null;
  assignees: { id: number; username: string }[];
  reviewers: { id: number; username: string }[];
  labels: { id: number; title: string }[];
}

/** Writes a system note on a merge request in the caller's transaction (the notes module's). */
export type SystemNoteWriter = (
  tx: Tx,
  target: { type: string; id: number; projectId: number },
  authorId: number,
  body: string,
) => Promise<unknown>;

const DRAFT = new RegExp(DRAFT_PATTERN, 'i');
const DRAFT_PREFIXES = new RegExp(`^(${DRAFT_PATTERN.slice(1)})+`, 'i');

/**
 * The system notes GitLab records when a merge request changes (closed, reopened, draft or ready,
 * title, description, target branch, assignees, reviewers, labels, milestone, discussion lock):
 * read before and after the change, written in the change's transaction.
 */
export class MergeRequestSystemNotes {
  readonly #write: SystemNoteWriter;

  constructor(write: SystemNoteWriter) {
    this.#write = write;
  }

  async snapshot(tx: Tx, id: number): Promise<MergeRequestSnapshot | null> {
    const db = kysely(tx.em);
    const { rows } = await sql<{
      id: number;
      target_project_id: number;
      title: string;
      description: string | null;
      state: string;
      target_branch: string;
      discussion_locked: boolean | null;
      milestone: string | null;
    }>`select m.id, m.target_project_id, m.title, m.description, m.state, m.target_branch,
        m.discussion_locked, ms.title as milestone
      from merge_requests m left join milestones ms on ms.id = m.milestone_id where m.id = ${id}`.execute(db);
    const row = rows[0];
    if (!row) return null;
    const people = await sql<{ kind: string; id: number; username: string }>`
      select 'assignee' as kind, u.id, u.username from merge_request_assignees a join users u on u.id = a.user_id
        where a.merge_request_id = ${id}
      union all
      select 'reviewer', u.id, u.username from merge_request_reviewers r join users u on u.id = r.user_id
        where r.merge_request_id = ${id}
      order by 1, 2`.execute(db);
    const labels = await sql<{ id: number; title: string }>`
      select l.id, l.title from merge_request_labels ml join labels l on l.id = ml.label_id
      where ml.merge_request_id = ${id} order by l.title`.execute(db);
    const of = (kind: string) =>
      people.rows.filter((p) => p.kind === kind).map((p) => ({ id: p.id, username: p.username }));
    return {
      id: row.id,
      projectId: row.target_project_id,
      title: row.title,
      description: row.description,
      state: row.state,
      targetBranch: row.target_branch,
      discussionLocked: row.discussion_locked ?? false,
      milestone: row.milestone,
      assignees: of('assignee'),
      reviewers: of('reviewer'),
      labels: labels.rows,
    };
  }

  /** Writes one note on a merge request, by the given user. */
  async write(
    tx: Tx,
    mergeRequestId: number,
    projectId: number,
    authorId: number,
    body: string,
  ): Promise<void> {
    await this.#write(tx, { type: 'MergeRequest', id: mergeRequestId, projectId }, authorId, body);
  }

  /** Writes the notes for what changed since `before`, by the given user. */
  async record(tx: Tx, before: MergeRequestSnapshot, authorId: number): Promise<void> {
    const after = await this.snapshot(tx, before.id);
    if (!after) return;
    const target = { type: 'MergeRequest', id: after.id, projectId: after.projectId };
    for (const body of changeNotes(before, after)) await this.#write(tx, target, authorId, body);
  }
}

/** GitLab's system note texts for the differences between two states, in GitLab's order. */
export function changeNotes(before: MergeRequestSnapshot, after: MergeRequestSnapshot): string[] {
  const notes: string[] = [];
  const wasDraft = DRAFT.test(before.title);
  const isDraft = DRAFT.test(after.title);
  const bare = (t: string) => t.replace(DRAFT_PREFIXES, '').trim();
  if (before.title !== after.title && bare(before.title) !== bare(after.title)) {
    notes.push(`changed title from **{-${before.title}-}** to **{+${after.title}+}**`);
  }
  if (wasDraft !== isDraft) notes.push(`marked this merge request as **${isDraft ? 'draft' : 'ready'}**`);
  if ((before.description ?? '') !== (after.description ?? '')) notes.push('changed the description');
  if (before.targetBranch !== after.targetBranch) {
    notes.push(`changed target branch from \`${before.targetBranch}\` to \`${after.targetBranch}\``);
  }
  const people = (
    was: MergeRequestSnapshot['assignees'],
    now: MergeRequestSnapshot['assignees'],
    added: string,
    removed: string,
  ) => {
    const plus = now.filter((u) => !was.some((w) => w.id === u.id)).map((u) => `@${u.username}`);
    const minus = was.filter((u) => !now.some((w) => w.id === u.id)).map((u) => `@${u.username}`);
    const parts = [
      ...(plus.length ? [`${added} ${sentence(plus)}`] : []),
      ...(minus.length ? [`${removed} ${sentence(minus)}`] : []),
    ];
    if (parts.length) notes.push(parts.join(' and '));
  };
  people(before.assignees, after.assignees, 'assigned to', 'unassigned');
  people(before.reviewers, after.reviewers, 'requested review from', 'removed review request for');
  const addedLabels = after.labels.filter((l) => !before.labels.some((b) => b.id === l.id));
  const removedLabels = before.labels.filter((l) => !after.labels.some((a) => a.id === l.id));
  const labelPart = (verb: string, list: typeof addedLabels) =>
    `${verb} ${list.map((l) => `~${l.id}`).join(' ')} ${list.length === 1 ? 'label' : 'labels'}`;
  const labelParts = [
    ...(addedLabels.length ? [labelPart('added', addedLabels)] : []),
    ...(removedLabels.length ? [labelPart('removed', removedLabels)] : []),
  ];
  if (labelParts.length) notes.push(labelParts.join(' and '));
  if (before.milestone !== after.milestone) {
    notes.push(
      after.milestone === null
        ? `removed milestone %${JSON.stringify(before.milestone)}`
        : `changed milestone to %${JSON.stringify(after.milestone)}`,
    );
  }
  if (before.discussionLocked !== after.discussionLocked) {
    notes.push(`${after.discussionLocked ? 'locked' : 'unlocked'} the discussion in this merge request`);
  }
  if (before.state !== after.state) {
    if (after.state === 'closed') notes.push('closed');
    else if (after.state === 'opened' && before.state === 'closed') notes.push('reopened');
  }
  return notes;
}

function sentence(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
}
