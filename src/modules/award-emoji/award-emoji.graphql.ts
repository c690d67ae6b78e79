import { GraphQLError } from 'graphql';
import { builder, type SchemaTypes } from '../../graphql/builder.ts';
import { mutationPayload, mutationErrorsField } from '../../graphql/errors.ts';
import { UserRef } from '../users/users.graphql.ts';
import type { AwardEmoji } from './award-emoji.entity.ts';
import { emojiInfo } from './emoji-names.ts';

const GID = /^gid:\/\/gitlab\/([A-Za-z0-9:]+)\/(\d+)$/;

builder.scalarType('AwardableID', {
  description:
    'A `AwardableID` is a global ID. It is encoded as a string, e.g. "gid://gitlab/ProjectSnippet/1".',
  serialize: (value) => String(value),
  parseValue: (value) => {
    const match = GID.exec(String(value));
    if (!match) throw new GraphQLError(`${String(value)} is not a valid Global ID`);
    return { className: match[1]!, id: Number(match[2]) };
  },
});

export const AwardEmojiRef = builder.objectRef<AwardEmoji>('AwardEmoji').implement({
  description: 'An emoji awarded by a user.',
  fields: (t) => ({
    name: t.string({ nullable: false, description: 'Emoji name.', resolve: (a) => a.name }),
    description: t.string({
      nullable: false,
      description: 'Emoji description.',
      resolve: (a) => emojiInfo(a.name)?.description ?? '',
    }),
    unicode: t.string({
      nullable: false,
      description: 'Emoji in Unicode.',
      resolve: (a) => emojiInfo(a.name)?.unicode ?? '',
    }),
    emoji: t.string({
      nullable: false,
      description: 'Emoji as an icon.',
      resolve: (a) => emojiInfo(a.name)?.emoji ?? '',
    }),
    unicodeVersion: t.string({
      nullable: false,
      description: 'Unicode version for this emoji.',
      resolve: (a) => emojiInfo(a.name)?.unicodeVersion ?? '',
    }),
    user: t.field({
      type: UserRef,
      nullable: false,
      description: 'User who awarded the emoji.',
      resolve: (a) => a.user.id,
    }),
  }),
});

/** GitLab's `AwardEmojiConnection`: the reactions of an awardable (merge requests, notes). */
export const AwardEmojiConnection = builder.connectionObject(
  { type: AwardEmojiRef, name: 'AwardEmojiConnection', description: 'The connection type for AwardEmoji.' },
  { name: 'AwardEmojiEdge', description: 'An edge in a connection.' },
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PayloadFieldBuilder = any;
type AwardPayload = { awardEmoji?: AwardEmoji | null; toggledOn?: boolean; errors: string[] };

const awardPayload = {
  outputFields: (t: PayloadFieldBuilder) => ({
    awardEmoji: t.field({
      type: AwardEmojiRef,
      nullable: true,
      description: 'Emoji reactions after mutation.',
      resolve: (p: AwardPayload) => p.awardEmoji ?? null,
    }),
    errors: mutationErrorsField(t),
  }),
};

/** What the three mutations take: an awardable and an emoji name. */
const awardInput = {
  inputFields: (t: PothosSchemaTypes.InputFieldBuilder<SchemaTypes, 'InputObject'>) => ({
    awardableId: t.field({
      type: 'AwardableID',
      required: true,
      description: 'Global ID of the awardable resource.',
    }),
    name: t.string({ required: true, description: 'Emoji name.' }),
  }),
};

builder.relayMutationField(
  'awardEmojiAdd',
  awardInput,
  {
    description: 'Adds an emoji reaction to an awardable (a snippet).',
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => ({
          awardEmoji: await ctx.services.awardEmoji.add(ctx.actor, input.awardableId, input.name),
        }),
        { awardEmoji: null },
      ),
  },
  awardPayload,
);

builder.relayMutationField(
  'awardEmojiRemove',
  awardInput,
  {
    description: "Removes the caller's emoji reaction of a name from an awardable.",
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          await ctx.services.awardEmoji.remove(ctx.actor, input.awardableId, input.name);
          return { awardEmoji: null };
        },
        { awardEmoji: null },
      ),
  },
  awardPayload,
);

builder.relayMutationField(
  'awardEmojiToggle',
  awardInput,
  {
    description: "Adds the caller's emoji reaction of a name to an awardable, or removes it when given.",
    resolve: (_, { input }, ctx) =>
      mutationPayload(
        async () => {
          const award = await ctx.services.awardEmoji.toggle(ctx.actor, input.awardableId, input.name);
          return { awardEmoji: award, toggledOn: award !== null };
        },
        { awardEmoji: null, toggledOn: null },
      ),
  },
  {
    outputFields: (t: PayloadFieldBuilder) => ({
      ...awardPayload.outputFields(t),
      toggledOn: t.boolean({
        nullable: false,
        description: 'Whether the toggle awarded the emoji (true) or removed it (false).',
        resolve: (p: AwardPayload) => p.toggledOn ?? false,
      }),
    }),
  },
);
