import type { Kysely } from 'kysely';
import { paginate, type OrderColumn, type Page, type PageRequest } from '../../../core/pagination.ts';
import type { Database } from '../../../db/database.ts';
import type { VariableType } from './ci-variable.entity.ts';

/** A variable a project inherits from one of its groups: its settings and its group, never its value. */
export interface InheritedVariableView {
  id: number;
  key: string;
  variableType: VariableType;
  environmentScope: string;
  protected: boolean;
  masked: boolean;
  hidden: boolean;
  raw: boolean;
  description: string | null;
  groupName: string;
  groupFullPath: string;
}

export type InheritedVariableSort = 'created_asc' | 'created_desc' | 'key_asc' | 'key_desc';

/** One page of the variables of these groups (a project's ancestors), read in SQL. */
export function inheritedVariablesPage(
  db: Kysely<Database>,
  groupIds: readonly number[],
  sort: InheritedVariableSort,
  request: PageRequest,
): Promise<Page<InheritedVariableView>> {
  const query = db
    .selectFrom('ci_variables as v')
    .innerJoin('namespaces as n', 'n.id', 'v.group_id')
    .select([
      'v.id',
      'v.key',
      'v.variable_type',
      'v.environment_scope',
      'v.protected',
      'v.masked',
      'v.hidden',
      'v.raw',
      'v.description',
      'n.name as group_name',
      'n.full_path as group_full_path',
    ])
    .where('v.group_id', 'in', groupIds.length > 0 ? [...groupIds] : [0]);
  type Row = Awaited<ReturnType<typeof query.executeTakeFirstOrThrow>>;
  const direction = sort.endsWith('desc') ? 'desc' : 'asc';
  const byId: OrderColumn<Row> = { column: 'v.id', direction, value: (r) => r.id };
  const order = sort.startsWith('key')
    ? [{ column: 'v.key', direction, value: (r: Row) => r.key } as OrderColumn<Row>, byId]
    : [byId];
  return paginate(db, query, order, request, {
    load: (rows) =>
      Promise.resolve(
        rows.map((r) => ({
          id: r.id,
          key: r.key,
          variableType: r.variable_type,
          environmentScope: r.environment_scope,
          protected: r.protected,
          masked: r.masked,
          hidden: r.hidden,
          raw: r.raw,
          description: r.description ?? null,
          groupName: r.group_name,
          groupFullPath: r.group_full_path,
        })),
      ),
  });
}
