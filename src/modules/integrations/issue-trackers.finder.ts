import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { IssueReferenceLinks } from '../../core/markdown.ts';
import { kysely } from '../../db/database.ts';
import type { ParamValue } from './integration-kinds.ts';
import {
  closedIssueReferences,
  ISSUE_TRACKER_SLUGS,
  issueReferenceLinks,
  type ExternalIssueReference,
} from './issue-tracker-links.ts';

interface TrackerRow {
  project_id: number;
  type: string;
  properties: Record<string, ParamValue>;
}

/**
 * The projects' active external issue trackers, which change where their issue references lead
 * (Markdown links, the issues a merge request closes). Trackers keep no secret these need: only
 * plain properties are read.
 */
export class IssueTrackersFinder {
  private readonly orm: MikroORM;

  constructor(orm: MikroORM) {
    this.orm = orm;
  }

  /** How each project's tracker links references, for the projects that have one: one SQL statement. */
  async linksFor(projectIds: readonly number[]): Promise<Map<number, IssueReferenceLinks>> {
    const links = new Map<number, IssueReferenceLinks>();
    for (const row of await this.trackers(projectIds)) {
      const found = issueReferenceLinks(row.type, row.properties);
      if (found) links.set(row.project_id, found);
    }
    return links;
  }

  /** The external issues a text closes in a project (none without a tracker). */
  async closedBy(projectId: number, text: string): Promise<ExternalIssueReference[]> {
    const [row] = await this.trackers([projectId]);
    return row ? closedIssueReferences(text, row.type, row.properties) : [];
  }

  private async trackers(projectIds: readonly number[]): Promise<TrackerRow[]> {
    if (projectIds.length === 0) return [];
    const { rows } = await sql<TrackerRow>`
      select distinct on (project_id) project_id, type, properties from integrations
      where project_id = any(${projectIds}::int[]) and active
        and type = any(${ISSUE_TRACKER_SLUGS}::text[])
      order by project_id, updated_at desc`.execute(kysely(this.orm.em.fork()));
    return rows;
  }
}
