import { today } from '../../core/time.ts';

/**
 * GitLab delays the deletion of projects and groups ("marked for deletion", permanently removed
 * after the instance's adjourned period). Here a deletion is immediate: when the request returns,
 * the project or group is gone. So nothing is ever scheduled for deletion, and a deletion asked for
 * today becomes permanent today.
 */
export const deletionSchedule = {
  /** Whether deletions are delayed (GitLab's adjourned deletion): never here. */
  adjourned: (): boolean => false,
  /** Whether the project or group (or an ancestor) waits for a scheduled deletion: never here. */
  scheduled: (): boolean => false,
  /** When a scheduled deletion was asked for: never here. */
  markedOn: (): Date | null => null,
  /** The date a deletion asked for now becomes permanent (YYYY-MM-DD): today. */
  permanentDate: (now: Date = new Date()): string => today(now),
};
