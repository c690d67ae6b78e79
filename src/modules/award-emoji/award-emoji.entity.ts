import { defineEntity, p } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.ts';

/**
 * An emoji a user awarded to something (GitLab's `award_emoji`): the awardable is named by its
 * type (GitLab's `awardable_type`: 'Snippet', 'MergeRequest', 'Note'...) and id, with no foreign
 * key; each awardable's table removes its awards with a trigger when a row goes.
 */
export const AwardEmojiSchema = defineEntity({
  name: 'AwardEmoji',
  tableName: 'award_emoji',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(255),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    awardableType: p.string().length(64),
    awardableId: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class AwardEmoji extends AwardEmojiSchema.class {}
AwardEmojiSchema.setClass(AwardEmoji);
