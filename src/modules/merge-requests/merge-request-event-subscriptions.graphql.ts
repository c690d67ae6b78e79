import { notFound } from '../../core/errors.ts';
import type { DomainEvent, DomainEventMap, DomainEventType } from '../../core/events.ts';
import { can } from '../../core/policy.ts';
import { builder, type GraphQLContext } from '../../graphql/builder.ts';
import { GuardedStream, PURE_EVENT_SOURCE } from '../../graphql/shared-subscriptions.ts';
import type { MergeRequestView } from './merge-request-view.ts';
import { MergeRequestRef } from './merge-requests.graphql.ts';

/** Events about one merge request: what a `mergeRequest…Updated(issuableId:)` subscription follows. */
type MergeRequestEventType = {
  [T in DomainEventType]: DomainEventMap[T] extends { mergeRequestId: number } ? T : never;
}[DomainEventType];

async function readableMergeRequest(ctx: GraphQLContext, id: number): Promise<MergeRequestView | null> {
  const [view] = await ctx.services.mergeRequests.loadMany(ctx.actor, [id]);
  return view ?? null;
}

/**
 * Adds `Subscription.<name>(issuableId: IssuableID!): MergeRequest`, GitLab's shape for the merge
 * request's live updates: the merge request as it is after each `event` about it, to those who may
 * read it (asked again at every event, so a reader who loses access stops receiving it).
 */
export function mergeRequestEventSubscription<T extends MergeRequestEventType>(
  name: string,
  event: T,
  description: string,
): void {
  builder.subscriptionField(name, (t) =>
    t.field({
      type: MergeRequestRef,
      nullable: true,
      extensions: PURE_EVENT_SOURCE,
      description,
      args: { issuableId: t.arg({ type: 'IssuableID', required: true, description: 'ID of the issuable.' }) },
      subscribe: async (_, args, ctx) => {
        const found = await readableMergeRequest(ctx, args.issuableId);
        if (!found) throw notFound('Merge Request');
        const projectId = found.projectId;
        return new GuardedStream(
          ctx.services.bus.subscribe(
            event,
            (e: DomainEvent<T>) => e.payload.mergeRequestId === args.issuableId,
          ),
          {
            scope: { type: 'project', id: projectId },
            ability: 'read_merge_request',
            decide: async (actor) => {
              const subject = await ctx.services.projects.find(actor, projectId).catch(() => null);
              if (!subject || !can(actor, 'read_merge_request', subject)) return { allowed: false };
              return { allowed: true };
            },
          },
        );
      },
      resolve: (e: DomainEvent<T>, _, ctx) => readableMergeRequest(ctx, e.payload.mergeRequestId),
    }),
  );
}
