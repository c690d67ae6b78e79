import { z } from 'zod';
import { offsetPage } from '../../../core/pagination.ts';
import { bool, idOrPath, oneOf, pageParams, positiveInt } from '../../../rest/params.ts';
import { Router } from '../../../rest/router.ts';
import {
  presentSchedule,
  presentScheduleDetail,
  presentScheduleVariable,
} from './pipeline-schedules.presenter.ts';

/** Pipeline schedules of a project, their variables, and running one now. */
export const pipelineSchedulesRouter = new Router();

const base = '/projects/:id/pipeline_schedules';
const target = { id: idOrPath(), pipeline_schedule_id: positiveInt() };
const attributes = {
  description: z.string().optional(),
  ref: z.string().optional(),
  cron: z.string().optional(),
  cron_timezone: z.string().optional(),
  active: bool().optional(),
};
const toAttributes = (input: z.infer<z.ZodObject<typeof attributes>>) => ({
  description: input.description,
  ref: input.ref,
  cron: input.cron,
  cronTimezone: input.cron_timezone,
  active: input.active,
});

pipelineSchedulesRouter.get(
  base,
  { input: z.object({ id: idOrPath(), scope: oneOf(['active', 'inactive']).optional(), ...pageParams }) },
  async ({ input, services, actor, urls, paginate }) =>
    paginate(
      await services.pipelineSchedules.list(
        actor,
        input.id,
        input.scope,
        offsetPage(input.page, input.per_page),
      ),
      (schedule) => presentSchedule(schedule, urls),
    ),
);

pipelineSchedulesRouter.get(
  `${base}/:pipeline_schedule_id`,
  { input: z.object(target) },
  async ({ input, services, actor, urls }) =>
    presentScheduleDetail(
      await services.pipelineSchedules.get(actor, input.id, input.pipeline_schedule_id),
      urls,
    ),
);

pipelineSchedulesRouter.post(
  base,
  {
    input: z.object({
      id: idOrPath(),
      ...attributes,
      description: z.string(),
      ref: z.string(),
      cron: z.string(),
    }),
    auth: 'required',
  },
  async ({ input, services, actor, urls }) =>
    presentScheduleDetail(
      await services.pipelineSchedules.create(actor, input.id, toAttributes(input)),
      urls,
    ),
);

pipelineSchedulesRouter.put(
  `${base}/:pipeline_schedule_id`,
  { input: z.object({ ...target, ...attributes }), auth: 'required' },
  async ({ input, services, actor, urls }) =>
    presentScheduleDetail(
      await services.pipelineSchedules.update(
        actor,
        input.id,
        input.pipeline_schedule_id,
        toAttributes(input),
      ),
      urls,
    ),
);

pipelineSchedulesRouter.post(
  `${base}/:pipeline_schedule_id/take_ownership`,
  { input: z.object(target), auth: 'required' },
  async ({ input, services, actor, urls }) =>
    presentScheduleDetail(
      await services.pipelineSchedules.takeOwnership(actor, input.id, input.pipeline_schedule_id),
      urls,
    ),
);

pipelineSchedulesRouter.delete(
  `${base}/:pipeline_schedule_id`,
  { input: z.object(target), auth: 'required' },
  async ({ input, services, actor, precondition }) => {
    await services.pipelineSchedules.delete(actor, input.id, input.pipeline_schedule_id, precondition);
  },
);

pipelineSchedulesRouter.post(
  `${base}/:pipeline_schedule_id/play`,
  { input: z.object(target), auth: 'required' },
  async ({ input, services, actor }) => {
    await services.pipelineSchedules.play(actor, input.id, input.pipeline_schedule_id);
    return { message: '201 Created' };
  },
);

const variableInput = {
  ...target,
  key: z.string().min(1),
  value: z.string().optional(),
  variable_type: oneOf(['env_var', 'file']).optional(),
};

pipelineSchedulesRouter.post(
  `${base}/:pipeline_schedule_id/variables`,
  { input: z.object({ ...variableInput, value: z.string() }), auth: 'required' },
  async ({ input, services, actor }) =>
    presentScheduleVariable(
      await services.pipelineSchedules.setVariable(
        actor,
        input.id,
        input.pipeline_schedule_id,
        { key: input.key, value: input.value, variableType: input.variable_type },
        'create',
      ),
    ),
);

pipelineSchedulesRouter.put(
  `${base}/:pipeline_schedule_id/variables/:key`,
  { input: z.object(variableInput), auth: 'required' },
  async ({ input, services, actor }) =>
    presentScheduleVariable(
      await services.pipelineSchedules.setVariable(
        actor,
        input.id,
        input.pipeline_schedule_id,
        { key: input.key, value: input.value, variableType: input.variable_type },
        'update',
      ),
    ),
);

pipelineSchedulesRouter.delete(
  `${base}/:pipeline_schedule_id/variables/:key`,
  { input: z.object({ ...target, key: z.string().min(1) }), auth: 'required' },
  async ({ input, services, actor }) => {
    await services.pipelineSchedules.deleteVariable(actor, input.id, input.pipeline_schedule_id, input.key);
  },
);
