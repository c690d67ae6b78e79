import type { Actor } from '../../../core/actor.ts';
import { verbatimError } from '../../../core/errors.ts';
import type { DomainEvent } from '../../../core/events.ts';
import { offsetPage } from '../../../core/pagination.ts';
import { latestCommits } from '../../../git/ref-updates.ts';
import { ZERO_OID } from '../../../git/repository.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { ProjectSubject } from '../../projects/projects.policy.ts';
import type { HookView } from '../hook-view.ts';
import type { HookPayloads, HookPayloadSources } from '../payloads/hook-payloads.ts';
import type { HookTrigger } from './hook-triggers.ts';
import { SampleEvents } from './sample-events.ts';

/** Commits a sample push lists (GitLab's sample shows the newest three). */
const SAMPLE_COMMITS = 3;

/** The triggers a test delivery may be asked for (GitLab's names), and each one's hook trigger. */
export const TEST_TRIGGERS = {
  push_events: 'push_hooks',
  tag_push_events: 'tag_push_hooks',
  issues_events: 'issue_hooks',
  confidential_issues_events: 'confidential_issue_hooks',
  note_events: 'note_hooks',
  confidential_note_events: 'confidential_note_hooks',
  merge_requests_events: 'merge_request_hooks',
  job_events: 'job_hooks',
  pipeline_events: 'pipeline_hooks',
  wiki_page_events: 'wiki_page_hooks',
  releases_events: 'release_hooks',
  emoji_events: 'emoji_hooks',
  resource_access_token_events: 'resource_access_token_hooks',
} as const satisfies Record<string, HookTrigger>;

export type TestTrigger = keyof typeof TEST_TRIGGERS;

/** GitLab's answers for samples of things this service does not have (issues, wikis, releases, access tokens). */
const UNAVAILABLE = {
  issues_events: 'Ensure the project has issues.',
  confidential_issues_events: 'Ensure the project has issues.',
  wiki_page_events: 'Ensure the wiki is enabled and has pages.',
  releases_events: 'Ensure the project has releases.',
  resource_access_token_events: 'Ensure the project has access tokens.',
} as const;

/** The mock event a system hook test sends (`POST /hooks/:hook_id`), and answers with: GitLab's. */
export const SYSTEM_HOOK_TEST_SAMPLE = {
  event_name: 'project_create',
  name: 'Ruby',
  path: 'ruby',
  project_id: 1,
  owner_name: 'Someone',
  owner_email: 'example@gitlabhq.com',
} as const;

/**
 * Sample payloads for test deliveries, built from the hook's project (a group or system hook: the
 * first project the caller can see there) as GitLab builds them: a push of the default branch's
 * newest commits, a tag push of the newest tag, a thumbs up from the caller on the newest comment
 * (an award that was never saved: id 1). A trigger whose sample needs data the project lacks
 * is refused with GitLab's message.
 */
export class HookSamples {
  private readonly deps: ModuleDeps;
  private readonly payloads: HookPayloads;
  private readonly sources: () => HookPayloadSources;
  private readonly events: SampleEvents;

  constructor(deps: ModuleDeps, payloads: HookPayloads, sources: () => HookPayloadSources) {
    this.deps = deps;
    this.payloads = payloads;
    this.sources = sources;
    this.events = new SampleEvents(sources);
  }

  async payload(actor: Actor, hook: HookView, trigger: TestTrigger): Promise<unknown> {
    const subject = await this.projectOf(actor, hook);
    if (trigger === 'push_events' || trigger === 'tag_push_events') {
      const event = await this.samplePush(actor, subject, trigger === 'tag_push_events');
      const payload = await this.payloads.push(event);
      if (!payload) throw verbatimError('unprocessable', 'Ensure the project has at least one commit.');
      return payload;
    }
    if (trigger === 'emoji_events') {
      const payload = await this.payloads.emoji(await this.events.award(actor, subject));
      if (!payload) throw verbatimError('unprocessable', 'Ensure the project has notes.');
      return payload;
    }
    if (trigger === 'note_events' || trigger === 'confidential_note_events')
      return this.built(this.payloads.note(await this.events.note(actor, subject)));
    if (trigger === 'merge_requests_events') {
      return this.built(this.payloads.mergeRequest(await this.events.mergeRequest(actor, subject)));
    }
    if (trigger === 'pipeline_events') {
      return this.built(this.payloads.pipeline(await this.events.pipeline(actor, subject)));
    }
    if (trigger === 'job_events') return this.built(this.payloads.job(await this.events.job(actor, subject)));
    throw verbatimError('unprocessable', UNAVAILABLE[trigger]);
  }

  private async built(payload: Promise<unknown>): Promise<unknown> {
    const built = await payload;
    if (built === null) throw verbatimError('unprocessable', 'The sample is gone: try again.');
    return built;
  }

  private async projectOf(actor: Actor, hook: HookView): Promise<ProjectSubject> {
    if (hook.projectId !== null) return this.deps.projects.find(actor, hook.projectId);
    const page =
      hook.groupId !== null
        ? await this.deps.projects.listForGroup(
            actor,
            hook.groupId,
            { includeSubgroups: true, withShared: false },
            {},
            offsetPage(1, 1),
          )
        : await this.deps.projects.list(actor, {}, offsetPage(1, 1));
    const first = page.items[0];
    if (!first) throw verbatimError('unprocessable', 'Ensure the project has at least one commit.');
    return first;
  }

  private async samplePush(
    actor: Actor,
    subject: ProjectSubject,
    tag: boolean,
  ): Promise<DomainEvent<'repository.pushed'>> {
    const repo = this.deps.repositories.repository(subject.project);
    const prefix = tag ? 'refs/tags/' : 'refs/heads/';
    const refs = await repo.refs(prefix);
    const branch = subject.project.defaultBranch;
    const ref = tag ? refs.at(-1) : refs.find((r) => r.name === `${prefix}${branch}`);
    if (!ref) {
      throw verbatimError(
        'unprocessable',
        tag ? 'Ensure the project has tags.' : 'Ensure the project has at least one commit.',
      );
    }
    const commits = await latestCommits(repo, ref.oid, SAMPLE_COMMITS);
    const oldest = commits.at(-1);
    return {
      id: 0,
      type: 'repository.pushed',
      occurredAt: new Date().toISOString(),
      payload: {
        projectId: subject.project.id,
        userId: actor.user?.id ?? null,
        ref: ref.name,
        before: oldest ? ((await repo.resolveCommit(`${oldest.id}^`)) ?? ZERO_OID) : ZERO_OID,
        after: ref.oid,
        commits,
        totalCommitsCount: commits.length,
      },
    };
  }
}
