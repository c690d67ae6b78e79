import { positionCursors, type Page } from '../../../core/pagination.ts';
import type { RunnerAccessView } from '../../../core/permission-table.ts';
import type { Project } from '../../projects/project.entity.ts';
import type { Runner } from './runner.entity.ts';

/** A runner with the projects it serves, as presenters show it. */
export interface RunnerView {
  runner: Runner;
  projects: Project[];
}

/** A runner as GraphQL hands it out: with the viewer's access (for `userPermissions`). */
export interface RunnerNode {
  runner: Runner;
  access: RunnerAccessView;
  /** Only right after creation: the token, shown once. */
  token?: string;
}

/** A list with nothing in it (a runner without machines, a project the viewer cannot see). */
export function emptyPage<T>(): Page<T> {
  return {
    items: [],
    cursorAt: positionCursors(0),
    hasNextPage: false,
    hasPreviousPage: false,
    page: null,
    perPage: 0,
    total: 0,
    count: () => Promise.resolve(0),
  };
}
