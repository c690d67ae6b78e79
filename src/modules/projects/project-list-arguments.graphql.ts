import { badRequest } from '../../core/errors.ts';
import { builder } from '../../graphql/builder.ts';
import type { ProjectFilters } from './projects.finder.ts';

type Ordering = Pick<ProjectFilters, 'orderBy' | 'sort'>;

/** GitLab's `ProjectSort` values and the ordering each stands for (null: not offered here). */
const PROJECT_SORTS = {
  ID_ASC: { orderBy: 'id', sort: 'asc' },
  ID_DESC: { orderBy: 'id', sort: 'desc' },
  LATEST_ACTIVITY_ASC: { orderBy: 'last_activity_at', sort: 'asc' },
  LATEST_ACTIVITY_DESC: { orderBy: 'last_activity_at', sort: 'desc' },
  NAME_ASC: { orderBy: 'name', sort: 'asc' },
  NAME_DESC: { orderBy: 'name', sort: 'desc' },
  PATH_ASC: { orderBy: 'path', sort: 'asc' },
  PATH_DESC: { orderBy: 'path', sort: 'desc' },
  STARS_ASC: { orderBy: 'star_count', sort: 'asc' },
  STARS_DESC: { orderBy: 'star_count', sort: 'desc' },
  STORAGE_SIZE_ASC: null,
  STORAGE_SIZE_DESC: null,
  CREATED_ASC: { orderBy: 'created_at', sort: 'asc' },
  CREATED_DESC: { orderBy: 'created_at', sort: 'desc' },
  UPDATED_ASC: { orderBy: 'updated_at', sort: 'asc' },
  UPDATED_DESC: { orderBy: 'updated_at', sort: 'desc' },
} as const satisfies Record<string, Ordering | null>;

export type ProjectSortName = keyof typeof PROJECT_SORTS;

export const ProjectSortEnum = builder.enumType('ProjectSort', {
  description:
    'Values for sorting projects. Storage sizes are not stored here, so sorting by them is refused.',
  values: Object.keys(PROJECT_SORTS) as ProjectSortName[],
});

/** The ordering of a `ProjectSort` value. */
export function projectSortOrdering(sort: ProjectSortName | null | undefined): Ordering {
  if (!sort) return {};
  const ordering = PROJECT_SORTS[sort];
  if (!ordering) throw badRequest(`sorting by ${sort} is not supported`);
  return ordering;
}

/** GitLab's `ProjectArchived`: which projects a list keeps by their archived status. */
export const ProjectArchivedEnum = builder.enumType('ProjectArchived', {
  description: 'Values for the archived argument.',
  values: {
    ONLY: { value: 'only', description: 'Only archived projects.' },
    INCLUDE: { value: 'include', description: 'Include archived projects.' },
    EXCLUDE: { value: 'exclude', description: 'Exclude archived projects.' },
  } as const,
});

/** The `archived` filter of a `ProjectArchived` value (undefined: archived and active alike). */
export function archivedFilter(
  value: 'only' | 'include' | 'exclude' | null | undefined,
): boolean | undefined {
  if (value === 'only') return true;
  if (value === 'exclude') return false;
  return undefined;
}
