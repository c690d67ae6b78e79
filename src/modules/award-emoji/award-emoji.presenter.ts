import { isoTime } from '../../core/time.ts';
import type { Urls } from '../../core/urls.ts';
import { presentUserBasic } from '../users/users.presenter.ts';
import type { AwardEmoji } from './award-emoji.entity.ts';

/** GitLab's `Entities::AwardEmoji`; `url` is for custom emoji, which there are none of here. */
export function presentAwardEmoji(award: AwardEmoji, urls: Urls) {
  return {
    id: award.id,
    name: award.name,
    user: presentUserBasic(award.user, { urls }),
    created_at: isoTime(award.createdAt),
    updated_at: isoTime(award.updatedAt),
    awardable_id: award.awardableId,
    awardable_type: award.awardableType,
    url: null,
  };
}
