import type { EntityManager } from '@mikro-orm/postgresql';
import { invalid } from '../../core/errors.ts';
import type { IssueReferenceLinks } from '../../core/markdown.ts';
import { kysely } from '../../db/database.ts';
import { integrationKind, type ParamValue } from './integration-kinds.ts';

/**
 * How each external issue tracker kind spots issue references in text and where they lead, as
 * GitLab's trackers do: the generic trackers take `#123` and `ABC-123` (the number is the issue),
 * YouTrack takes `ABC-123` as a whole and `#123`, EWM takes `bug 123`, `task 123`..., Jira takes
 * project keys (`PROJ-123`, or the project's own `jira_issue_regex`, after its `jira_issue_prefix`).
 */
export const ISSUE_TRACKER_SLUGS = [
  'bugzilla',
  'custom-issue-tracker',
  'ewm',
  'jira',
  'redmine',
  'youtrack',
] as const;

/** An external issue found in a text: its id as the tracker knows it, and its URL. */
export interface ExternalIssueReference {
  id: string;
  href: string;
}

interface TrackerSyntax {
  pattern: RegExp;
  /** The tracker's id of the issue a match refers to. */
  idOf: (match: RegExpExecArray) => string;
  urlOf: (id: string, settings: Readonly<Record<string, ParamValue>>) => string | null;
}

const fromIssuesUrl = (id: string, settings: Readonly<Record<string, ParamValue>>) =>
  typeof settings.issues_url === 'string'
    ? settings.issues_url.replaceAll(':id', encodeURIComponent(id))
    : null;

const GENERIC: TrackerSyntax = {
  pattern: /(?:\b[A-Z][A-Z0-9_]*-|#)(\d+)\b/g,
  idOf: (match) => match[1] ?? '',
  urlOf: fromIssuesUrl,
};

const SYNTAX: Record<(typeof ISSUE_TRACKER_SLUGS)[number], TrackerSyntax> = {
  bugzilla: GENERIC,
  'custom-issue-tracker': GENERIC,
  redmine: GENERIC,
  youtrack: {
    pattern: /\b([A-Za-z][A-Za-z0-9_]*-\d+)\b|#(\d+)\b/g,
    idOf: (match) => match[1] ?? match[2] ?? '',
    urlOf: fromIssuesUrl,
  },
  ewm: {
    pattern: /\b(?:bug|task|work item|workitem|rtcwi|defect)\b\s+(\d+)\b/gi,
    idOf: (match) => match[1] ?? '',
    urlOf: fromIssuesUrl,
  },
  jira: {
    pattern: /\b([A-Z][A-Z_0-9]+-\d+)\b/g,
    idOf: (match) => match[1] ?? '',
    urlOf: (id, settings) =>
      typeof settings.url === 'string'
        ? `${settings.url.replace(/\/+$/, '')}/browse/${encodeURIComponent(id)}`
        : null,
  },
};

/** Whether a kind is an external issue tracker (only one may be active per project, as in GitLab). */
export function isIssueTracker(slug: string): boolean {
  return (ISSUE_TRACKER_SLUGS as readonly string[]).includes(slug);
}

/** A Jira integration's own key syntax: its `jira_issue_regex` after its `jira_issue_prefix`. */
function jiraSyntax(settings: Readonly<Record<string, ParamValue>>): TrackerSyntax {
  const prefix =
    typeof settings.jira_issue_prefix === 'string' ? escapeRegExp(settings.jira_issue_prefix) : '';
  const own =
    typeof settings.jira_issue_regex === 'string' && settings.jira_issue_regex !== ''
      ? settings.jira_issue_regex
      : null;
  if (!prefix && !own) return SYNTAX.jira;
  try {
    return {
      ...SYNTAX.jira,
      pattern: new RegExp(`${prefix}(${own ?? '\\b[A-Z][A-Z_0-9]+-\\d+\\b'})`, 'g'),
    };
  } catch {
    // A regex JavaScript cannot read links nothing, as GitLab's untranslatable ones do.
    return { ...SYNTAX.jira, pattern: /(?!)/g };
  }
}

function syntaxOf(slug: string, settings: Readonly<Record<string, ParamValue>>): TrackerSyntax | null {
  if (slug === 'jira') return jiraSyntax(settings);
  return isIssueTracker(slug) ? SYNTAX[slug as keyof typeof SYNTAX] : null;
}

/** How a project's active tracker links the issue references of its texts (Markdown rendering). */
export function issueReferenceLinks(
  slug: string,
  settings: Readonly<Record<string, ParamValue>>,
): IssueReferenceLinks | null {
  const syntax = syntaxOf(slug, settings);
  const kind = integrationKind(slug);
  if (!syntax || !kind) return null;
  return {
    pattern: syntax.pattern,
    title: `Issue in ${kind.title}`,
    link: (match) => {
      const id = syntax.idOf(match);
      const href = id ? syntax.urlOf(id, settings) : null;
      return href ? { href, text: /^\d+$/.test(id) ? `#${id}` : id } : null;
    },
  };
}

/**
 * The issues a text closes (GitLab's default closing pattern: "Closes", "Fixes", "Resolves",
 * "Implements" and their forms, then one or more references), in order of appearance, each once.
 */
export function closedIssueReferences(
  text: string,
  slug: string,
  settings: Readonly<Record<string, ParamValue>>,
): ExternalIssueReference[] {
  const syntax = syntaxOf(slug, settings);
  if (!syntax) return [];
  const found = new Map<string, ExternalIssueReference>();
  for (const clause of text.matchAll(CLOSING_CLAUSE)) {
    const references = clause[1] ?? '';
    for (const match of references.matchAll(new RegExp(syntax.pattern.source, syntax.pattern.flags))) {
      const id = syntax.idOf(match);
      const href = id ? syntax.urlOf(id, settings) : null;
      if (href && !found.has(id)) found.set(id, { id, href });
    }
  }
  return [...found.values()];
}

/** A closing keyword and the list of references after it (separated by commas, spaces, "and"). */
const CLOSING_CLAUSE =
  /\b(?:[Cc]los(?:e[sd]?|ing)|[Ff]ix(?:e[sd]|ing)?|[Rr]esolv(?:e[sd]?|ing)|[Ii]mplement(?:s|ed|ing)?):? +((?:(?:issues? +)?(?:#\d+|[A-Za-z][A-Za-z0-9_]*-\d+|(?:bug|task|work item|workitem|rtcwi|defect) +\d+)(?: *,? +and +| *,? *)?)+)/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Refuses to activate a second external issue tracker in a project (GitLab's `one_issue_tracker`
 * validation): run in the transaction that activates `slug`.
 */
export async function refuseSecondIssueTracker(
  em: EntityManager,
  projectId: number,
  slug: string,
): Promise<void> {
  const other = await kysely(em)
    .selectFrom('integrations')
    .select('type')
    .where('project_id', '=', projectId)
    .where('active', '=', true)
    .where('type', 'in', ISSUE_TRACKER_SLUGS)
    .where('type', '<>', slug)
    .executeTakeFirst();
  if (other) {
    throw invalid({
      base: [
        'Another issue tracker is already in use. Only one issue tracker service can be active at a time',
      ],
    });
  }
}
