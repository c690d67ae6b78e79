import { builder } from '../../graphql/builder.ts';
import { connectionFromArray } from '../../graphql/connections.ts';
import { ProjectRef } from '../projects/projects.graphql.ts';

/** A locked path of a repository. File locking is not offered here, so there are none. */
interface PathLock {
  id: string;
  path: string;
}

const PathLockRef = builder.objectRef<PathLock>('PathLock').implement({
  description: 'Represents a file or directory in the project repository that has been locked.',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    path: t.exposeString('path', { nullable: true, description: 'Locked path.' }),
  }),
});

const PathLockConnection = builder.connectionObject(
  { type: PathLockRef, name: 'PathLockConnection', description: 'The connection type for PathLock.' },
  { name: 'PathLockEdge', description: 'An edge in a connection.' },
);

builder.objectField(ProjectRef, 'pathLocks', (t) =>
  t.connection(
    {
      type: PathLockRef,
      nullable: true,
      description: "The project's path locks: always empty, file locking is not offered here.",
      resolve: (_, args) => connectionFromArray<PathLock>([], args),
    },
    PathLockConnection,
  ),
);
