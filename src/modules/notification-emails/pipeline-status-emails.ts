import type { DomainEvent } from '../../core/events.ts';
import type { ModuleDeps } from '../../services.ts';
import type { PipelineNotificationFacts, PipelinesService } from '../ci/pipelines/pipelines.service.ts';
import type { MergeRequestsService } from '../merge-requests/merge-requests.service.ts';
import {
  listedAddresses,
  outgoing,
  projectFacts,
  type Audiences,
  type Plan,
  type Planner,
} from './audiences.ts';
import { branchSelected } from './branch-selection.ts';
import type { IntegrationLookup } from './emails-on-push.ts';
import type { Composed, MessageComposer, PipelineOutcome, ProjectFacts, Why } from './messages.ts';

type PipelineStatus = DomainEvent<'ci.pipeline.status'>;

/** How a finished pipeline's email is worded: a success after a failure on its ref is a fix. */
export function pipelineOutcome(
  status: 'success' | 'failed',
  previousStatus: string | null,
): PipelineOutcome {
  return status === 'failed' ? 'failed' : previousStatus === 'failed' ? 'fixed' : 'succeeded';
}

/** The pipeline email (GitLab's `pipeline_*_email`), naming who ran it and its merge request. */
export async function pipelineEmail(
  own: { audiences: Audiences; mergeRequests: MergeRequestsService; composer: MessageComposer },
  project: ProjectFacts,
  pipeline: PipelineNotificationFacts,
  outcome: PipelineOutcome,
  why: Why = null,
): Promise<Composed> {
  const [people, mergeRequest] = await Promise.all([
    own.audiences.people([pipeline.userId]),
    pipeline.mergeRequestId === null ? null : own.mergeRequests.notificationFacts(pipeline.mergeRequestId),
  ]);
  return own.composer.pipeline(
    project,
    {
      id: pipeline.id,
      ref: pipeline.ref,
      sha: pipeline.sha,
      status: pipeline.status,
      user: pipeline.userId === null ? null : (people.get(pipeline.userId) ?? null),
      mergeRequestIid: mergeRequest?.row.iid ?? null,
    },
    outcome,
    why,
  );
}

/**
 * The "Pipeline status emails" integration (GitLab's PipelinesEmail): a pipeline that failed — or,
 * unless only broken ones are wanted, succeeded — on a branch it selects is mailed to the listed
 * addresses, and to the user who ran it when `add_pusher` is on and they may still see its jobs.
 */
export class PipelineStatusEmails implements Planner<PipelineStatus> {
  private readonly deps: ModuleDeps;
  private readonly own: {
    audiences: Audiences;
    integrations: IntegrationLookup;
    pipelines: PipelinesService;
    mergeRequests: MergeRequestsService;
    composer: MessageComposer;
  };

  constructor(deps: ModuleDeps, own: PipelineStatusEmails['own']) {
    this.deps = deps;
    this.own = own;
  }

  async plan(event: PipelineStatus): Promise<Plan> {
    const { status, projectId } = event.payload;
    if (status !== 'failed' && status !== 'success') return null;
    const integration = await this.own.integrations(projectId, 'pipelines-email');
    if (!integration || !integration.flags.pipeline_events) return [];
    const { settings } = integration;
    if (status === 'success' && settings['notify_only_broken_pipelines'] !== false) return [];
    const [pipeline, project] = await Promise.all([
      this.own.pipelines.notificationFacts(event.payload.pipelineId),
      this.own.audiences.projectEntity(projectId),
    ]);
    if (!pipeline || !project) return [];
    if (!(await branchSelected(this.deps, project, settings['branches_to_be_notified'], pipeline.ref)))
      return [];
    const pusher = settings['add_pusher'] === true ? await this.pusherAddress(pipeline) : null;
    const addresses = listedAddresses(`${String(settings['recipients'] ?? '')} ${pusher ?? ''}`);
    if (addresses.length === 0) return [];
    const composed = await pipelineEmail(
      this.own,
      projectFacts(project),
      pipeline,
      pipelineOutcome(status, pipeline.previousStatus),
      { integration: 'Pipeline status emails' },
    );
    return addresses.map((address) => outgoing(address, composed));
  }

  /** The address of the user who ran the pipeline, if they are active and may see its jobs. */
  private async pusherAddress(pipeline: PipelineNotificationFacts): Promise<string | null> {
    if (pipeline.userId === null) return null;
    const [user] = await this.deps.users.forNotifications([pipeline.userId]);
    if (!user || !(await this.own.audiences.mayRead(user, pipeline.projectId, 'read_build'))) return null;
    return user.email;
  }
}
