import type { Urls } from '../../../core/urls.ts';
import { presentUserBasic } from '../../users/users.presenter.ts';
import type { PipelineSchedule } from './pipeline-schedule.entity.ts';
import type { ScheduleVariableView, ScheduleView } from './schedule-view.ts';

/** A schedule as GitLab's list shows it. */
export function presentSchedule(schedule: PipelineSchedule, urls: Urls) {
  return {
    id: schedule.id,
    description: schedule.description,
    ref: schedule.ref,
    cron: schedule.cron,
    cron_timezone: schedule.cronTimezone,
    next_run_at: schedule.nextRunAt?.toISOString() ?? null,
    active: schedule.active,
    created_at: schedule.createdAt.toISOString(),
    updated_at: schedule.updatedAt.toISOString(),
    owner: schedule.owner ? presentUserBasic(schedule.owner, { urls }) : null,
  };
}

export function presentScheduleVariable(variable: ScheduleVariableView) {
  return { key: variable.key, variable_type: variable.variableType, value: variable.value };
}

/** A schedule's detail: its last pipeline and its variables too. */
export function presentScheduleDetail({ schedule, variables, lastPipeline }: ScheduleView, urls: Urls) {
  return {
    ...presentSchedule(schedule, urls),
    last_pipeline: lastPipeline
      ? { id: lastPipeline.id, sha: lastPipeline.sha, ref: lastPipeline.ref, status: lastPipeline.status }
      : null,
    variables: variables.map(presentScheduleVariable),
  };
}
