import { builder } from '../../graphql/builder.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import { fromMap, requestLoader } from '../../graphql/request-loader.ts';
import type { UserStatus } from './user-status.entity.ts';
import { statusMessageHtml } from './user-status.presenter.ts';
import { CLEAR_STATUS_AFTER_OPTIONS } from './user-status.service.ts';
import { UserInterfaceRef } from './users.graphql.ts';

const AvailabilityEnum = builder.enumType('AvailabilityEnum', {
  description: 'User availability status.',
  values: {
    NOT_SET: { value: 'not_set', description: 'Not Set.' },
    BUSY: { value: 'busy', description: 'Busy.' },
  } as const,
});

const ClearStatusAfterEnum = builder.enumType('UserStatusClearAfter', {
  description: 'How long a status lasts before it is cleared (`clear_status_after` of `PUT /user/status`).',
  values: Object.fromEntries(
    CLEAR_STATUS_AFTER_OPTIONS.map((option) => [`AFTER_${option.toUpperCase()}`, { value: option }]),
  ),
});

const UserStatusRef = builder.objectRef<UserStatus>('UserStatus').implement({
  description: "A user's status: an emoji, a message and an availability.",
  fields: (t) => ({
    availability: t.field({
      type: AvailabilityEnum,
      nullable: false,
      description: 'User availability status.',
      resolve: (s) => s.availability,
    }),
    emoji: t.string({
      nullable: true,
      description: 'String representation of emoji.',
      resolve: (s) => s.emoji,
    }),
    message: t.string({
      nullable: true,
      description: 'User status message.',
      resolve: (s) => s.message ?? null,
    }),
    messageHtml: t.string({
      nullable: true,
      description: 'HTML of the user status message (the message escaped: no emoji catalogue here).',
      resolve: (s) => statusMessageHtml(s.message ?? null),
    }),
    clearStatusAt: t.field({
      type: 'Time',
      nullable: true,
      description: 'Date and time when the status will be cleared.',
      resolve: (s) => s.clearStatusAt ?? null,
    }),
  }),
});

builder.interfaceField(UserInterfaceRef, 'status', (t) =>
  t.field({
    type: UserStatusRef,
    nullable: true,
    description: 'User status (null when the user has none, or it has expired).',
    resolve: (user, _, ctx) =>
      requestLoader(
        ctx,
        'user-status',
        fromMap<number, UserStatus | null>((ids) => ctx.services.userStatus.byUserIds(ids), null),
      ).load(user.id),
  }),
);

builder.relayMutationField(
  'userStatusUpdate',
  {
    inputFields: (t) => ({
      emoji: t.string({ description: 'Name of the emoji; null clears it.' }),
      message: t.string({ description: 'Status message (at most 100 characters); null clears it.' }),
      availability: t.field({ type: AvailabilityEnum, description: 'Availability; null resets it.' }),
      clearStatusAfter: t.field({
        type: ClearStatusAfterEnum,
        description: 'Clear the status after this long; null keeps it until changed.',
      }),
    }),
  },
  {
    description:
      "Set the current user's status (`PATCH /user/status`): fields left out are kept. A status with no emoji, message or availability is removed.",
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          status: await ctx.services.userStatus.set(
            ctx.actor,
            {
              emoji: input.emoji,
              message: input.message,
              availability: input.availability,
              clearStatusAfter: input.clearStatusAfter,
            },
            'merge',
          ),
        }),
        { status: null },
      ),
  },
  {
    outputFields: (t) => ({
      status: t.field({
        type: UserStatusRef,
        nullable: true,
        description: 'The status now (null: none).',
        resolve: (p) => p.status ?? null,
      }),
      errors: mutationErrorsField(t),
    }),
  },
);
