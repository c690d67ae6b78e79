import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { addFieldError, verbatimError, type FieldErrors } from '../../core/errors.ts';
import type { Database } from '../../db/database.ts';
import type { Namespace } from '../namespaces/namespace.entity.ts';
import type { NamespacesService } from '../namespaces/namespaces.service.ts';
import { isReservedProjectPath, pathFormatError } from '../namespaces/path-rules.ts';
import type { Project } from './project.entity.ts';
import type { ProjectInput } from './projects.service.ts';

/** GitLab's project name rule. */
const PROJECT_NAME = /^[\p{L}\p{N}\u{00A9}-\u{1f9ff}_][\p{L}\p{N}\p{Pd}\u{002B}\u{00A9}-\u{1f9ff}_. ]*$/u;
export const PROJECT_NAME_MESSAGE =
  "can contain only letters, digits, emoji, '_', '.', '+', dashes, or spaces. It must start with a letter, digit, emoji, or '_'.";
const MAX_DESCRIPTION = 2000;

/**
 * GitLab's validations of a project's attributes, reported all at once, and the personal-projects
 * limit of its creator.
 */
export class ProjectRules {
  private readonly orm: MikroORM;
  private readonly namespaces: NamespacesService;

  constructor(orm: MikroORM, namespaces: NamespacesService) {
    this.orm = orm;
    this.namespaces = namespaces;
  }

  private get db() {
    return this.orm.em.getKysely<Database>();
  }

  /** Field validation shared by create and update, reported all at once as GitLab does. */
  async validate(data: {
    name: string;
    path: string;
    namespace: Namespace;
    input: ProjectInput;
    except?: Project;
  }): Promise<FieldErrors> {
    const { name, path, namespace, input, except } = data;
    const errors: FieldErrors = {};
    const add = (field: string, message: string) => addFieldError(errors, field, message);
    if (name.trim() === '') add('name', "can't be blank");
    else if (name.length > 255) add('name', 'is too long (maximum is 255 characters)');
    else if (!PROJECT_NAME.test(name)) add('name', PROJECT_NAME_MESSAGE);
    let pathOk = true;
    if (path === '') {
      add('path', "can't be blank");
      pathOk = false;
    } else {
      const formatError = pathFormatError(path);
      if (formatError) {
        add('path', formatError);
        pathOk = false;
      } else if (isReservedProjectPath(path)) {
        add('path', `${path} is a reserved name`);
        pathOk = false;
      }
    }
    if (input.description && input.description.length > MAX_DESCRIPTION) {
      add('description', `is too long (maximum is ${MAX_DESCRIPTION} characters)`);
    }
    if (input.ciConfigPath) {
      if (/(\.{2}|^\/)/.test(input.ciConfigPath)) {
        add('ci_config_path', 'cannot include leading slash or directory traversal.');
      } else if (input.ciConfigPath.length > 255) {
        add('ci_config_path', 'is too long (maximum is 255 characters)');
      }
    }
    if (name.trim() !== '' && (!except || except.name !== name)) {
      const taken = await this.db
        .selectFrom('projects')
        .select('id')
        .where('namespace_id', '=', namespace.id)
        .where('name', '=', name)
        .where('id', '<>', except?.id ?? -1)
        .executeTakeFirst();
      if (taken) add('name', 'has already been taken');
    }
    if (pathOk && (!except || except.path !== path)) {
      const fullPath = `${namespace.fullPath}/${path}`;
      if (await this.namespaces.isTaken(fullPath, except ? { kind: 'Project', id: except.id } : undefined)) {
        add('path', 'has already been taken');
      }
    }
    return errors;
  }

  /** Personal projects: none for external users or a limit of 0, else up to the user's limit. */
  async checkPersonalProjectsLimit(userId: number): Promise<void> {
    const { rows } = await sql<{ projects_limit: number; external: boolean; count: string }>`
      select u.projects_limit, u.external, (select count(*) from projects p join namespaces n on n.id = p.namespace_id
        where n.kind = 'User' and n.owner_id = u.id) as count
      from users u where u.id = ${userId}`.execute(this.db);
    const row = rows[0];
    if (!row) return;
    // External users cannot have personal projects, whatever their limit says.
    if (row.projects_limit === 0 || row.external) {
      throw verbatimError(
        'forbidden',
        'You cannot create projects in your personal namespace. Contact your GitLab administrator.',
      );
    }
    if (Number(row.count) >= row.projects_limit) {
      throw verbatimError(
        'forbidden',
        `You've reached your limit of ${row.projects_limit} projects created. Contact your GitLab administrator.`,
      );
    }
  }
}

/** GitLab's rule: a missing name is the path; a missing path is the name, made URL-safe if it must be. */
export function deriveNameAndPath(
  name: string | undefined,
  path: string | undefined,
): { name: string; path: string } {
  const n = name?.trim() ? name : undefined;
  const p = path?.trim() ? path : undefined;
  if (n !== undefined && p !== undefined) return { name: n, path: p };
  if (p !== undefined) return { name: p, path: p };
  if (n !== undefined) return { name: n, path: pathFormatError(n) === null ? n : parameterize(n) };
  return { name: '', path: '' };
}

/** Lower-case, ASCII letters, digits, '-' and '_' only, separators squeezed (ActiveSupport's parameterize). */
export function parameterize(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9\-_]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

/** Topics: trimmed, blanks dropped, duplicates (case-insensitively) dropped, in the given order. */
export function normalizeTopics(topics: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of topics) {
    const topic = raw.trim();
    if (!topic || seen.has(topic.toLowerCase())) continue;
    seen.add(topic.toLowerCase());
    result.push(topic);
  }
  return result;
}
