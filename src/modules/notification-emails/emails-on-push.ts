import type { DomainEvent } from '../../core/events.ts';
import { readCommits, type CommitRecord } from '../../git/commit-log.ts';
import { readDiffs, type FileDiff } from '../../git/diff.ts';
import { ZERO_OID } from '../../git/repository.ts';
import type { ModuleDeps } from '../../services.ts';
import type { ActingIntegration } from '../integrations/integrations.service.ts';
import type { Project } from '../projects/project.entity.ts';
import {
  listedAddresses,
  outgoing,
  projectFacts,
  type Audiences,
  type Plan,
  type Planner,
} from './audiences.ts';
import { branchSelected } from './branch-selection.ts';
import type { PushAction, PushFacts, PushMessageComposer } from './push-messages.ts';

type Pushed = DomainEvent<'repository.pushed'>;

/** Reads a project's active integration of a kind (IntegrationsService.actingSettings). */
export type IntegrationLookup = (projectId: number, slug: string) => Promise<ActingIntegration | null>;

/** As GitLab's push email: at most this many commits, and diffs cut at 30 files and 5,000 lines. */
const MAX_COMMITS = 100;
const DIFF_LIMITS = { maxPatchBytes: 200 * 1024, maxFiles: 30, maxLines: 5000 };

/**
 * The "Emails on push" integration (GitLab's EmailsOnPush and its worker): every push to a project
 * with it active, on a branch it selects (tags always, when their flag is on), mails the listed
 * addresses its commits and diff. The email comes from the pusher's name and, when the integration
 * says so and their address is of the instance's own domain, from that address too.
 */
export class EmailsOnPush implements Planner<Pushed> {
  private readonly deps: ModuleDeps;
  private readonly audiences: Audiences;
  private readonly integrations: IntegrationLookup;
  private readonly composer: PushMessageComposer;
  /** The instance's own sender address and host (the domain a pusher's address must share). */
  private readonly sender: { address: string; host: string };

  constructor(
    deps: ModuleDeps,
    own: {
      audiences: Audiences;
      integrations: IntegrationLookup;
      composer: PushMessageComposer;
      sender: { address: string; host: string };
    },
  ) {
    this.deps = deps;
    this.audiences = own.audiences;
    this.integrations = own.integrations;
    this.composer = own.composer;
    this.sender = own.sender;
  }

  async plan(event: Pushed): Promise<Plan> {
    const { projectId, ref, userId } = event.payload;
    const tag = ref.startsWith('refs/tags/');
    if (!tag && !ref.startsWith('refs/heads/')) return [];
    const integration = await this.integrations(projectId, 'emails-on-push');
    if (!integration || !(tag ? integration.flags.tag_push_events : integration.flags.push_events)) return [];
    const addresses = listedAddresses(integration.settings['recipients']);
    if (addresses.length === 0 || userId === null) return [];
    const project = await this.audiences.projectEntity(projectId);
    if (!project || !project.emailsEnabled) return [];
    const branch = ref.slice('refs/heads/'.length);
    const selection = integration.settings['branches_to_be_notified'];
    if (!tag && !(await branchSelected(this.deps, project, selection, branch))) return [];
    const [pusher] = await this.deps.users.forNotifications([userId]);
    if (!pusher) return [];
    const change = await this.change(project, event.payload, integration.settings['disable_diffs'] === true);
    if (!change) return [];
    const composed = this.composer.compose({
      project: projectFacts(project),
      pusher: { name: pusher.name, username: pusher.username },
      ref,
      before: event.payload.before,
      after: event.payload.after,
      ...change,
    });
    const fromPusher =
      integration.settings['send_from_committer_email'] === true &&
      domainOf(pusher.email) === this.sender.host.toLowerCase();
    return addresses.map((address) => ({
      ...outgoing(address, composed),
      from: { name: pusher.name, address: fromPusher ? pusher.email : this.sender.address },
      ...(fromPusher ? { replyTo: pusher.email } : {}),
    }));
  }

  /**
   * What the push did: a new or deleted ref, or the commits and changes between its two heads (the
   * dropped ones when it went back); null when the heads hold the same commits.
   */
  private async change(
    project: Project,
    push: Pushed['payload'],
    withoutDiffs: boolean,
  ): Promise<Pick<PushFacts, 'action' | 'commits' | 'reverse' | 'diffs'> | null> {
    const action: PushAction =
      push.before === ZERO_OID ? 'create' : push.after === ZERO_OID ? 'delete' : 'push';
    if (action !== 'push') return { action, commits: null, reverse: false, diffs: null };
    const repo = this.deps.repositories.repository(project);
    const between = (from: string, to: string): Promise<CommitRecord[]> =>
      readCommits(repo, [to, `^${from}`], { reverse: true, limit: MAX_COMMITS });
    let reverse = false;
    let commits = await between(push.before, push.after);
    if (commits.length === 0) {
      reverse = true;
      commits = await between(push.after, push.before);
      if (commits.length === 0) return null;
    }
    const diffs: FileDiff[] | null = withoutDiffs
      ? null
      : await readDiffs(repo, reverse ? push.after : push.before, reverse ? push.before : push.after, {
          limits: DIFF_LIMITS,
        });
    return { action, commits, reverse, diffs };
  }
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}
