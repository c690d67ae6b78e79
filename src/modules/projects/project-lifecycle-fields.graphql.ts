import { builder } from '../../graphql/builder.ts';
import { deletionSchedule } from '../namespaces/deletion-schedule.ts';
import { ProjectRef } from './projects.graphql.ts';

/** GitLab's archive and deletion state of a project (see namespaces/deletion-schedule.ts). */
builder.objectFields(ProjectRef, (t) => ({
  isAdjournedDeletionEnabled: t.boolean({
    nullable: false,
    description:
      'Indicates if delayed (adjourned) deletion applies to the project: never, deletion is immediate here.',
    resolve: () => deletionSchedule.scheduled(),
  }),
  isSelfArchived: t.boolean({
    nullable: true,
    description: 'Indicates if the project itself is archived (groups cannot be archived here).',
    resolve: (s) => s.project.archived,
  }),
  isSelfDeletionInProgress: t.boolean({
    nullable: true,
    description: 'Indicates if the deletion of the project is under way.',
    resolve: (s) => s.project.pendingDelete,
  }),
  isSelfDeletionScheduled: t.boolean({
    nullable: true,
    description: 'Indicates if project deletion is scheduled: never, deletion is immediate here.',
    resolve: () => deletionSchedule.scheduled(),
  }),
  markedForDeletion: t.boolean({
    nullable: true,
    description:
      'Indicates if the project or any ancestor is scheduled for deletion: never, deletion is immediate here.',
    resolve: () => deletionSchedule.scheduled(),
  }),
  markedForDeletionOn: t.field({
    type: 'Time',
    nullable: true,
    description: 'Date when project was scheduled to be deleted: null, deletion is immediate here.',
    resolve: () => deletionSchedule.markedOn(),
  }),
  permanentDeletionDate: t.string({
    nullable: true,
    description:
      'Date (YYYY-MM-DD) a deletion asked for today would become permanent: today, deletion is immediate here.',
    resolve: () => deletionSchedule.permanentDate(),
  }),
}));
