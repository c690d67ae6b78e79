import type { MikroORM } from '@mikro-orm/postgresql';
import type { UnitOfWork } from '../../core/tx.ts';
import { User } from '../users/user.entity.ts';
import { Member, type MemberSourceType } from './member.entity.ts';

/**
 * Memberships of groups and projects.
 */
export class MembersService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;

  constructor(orm: MikroORM, uow: UnitOfWork) {
    this.orm = orm;
    this.uow = uow;
  }

  private get em() {
    return this.orm.em;
  }

  /**
   * Makes a user a direct member without policy checks, inside the caller's unit of work: used when
   * a group or project is created (its creator becomes a member).
   */
  async grant(
    sourceType: MemberSourceType,
    sourceId: number,
    userId: number,
    accessLevel: number,
    createdById: number | null,
  ): Promise<Member> {
    return this.uow.run(async (tx) => {
      const member = this.em.create(Member, {
        sourceType,
        sourceId,
        user: this.em.getReference(User, userId),
        accessLevel,
        createdBy: createdById ? this.em.getReference(User, createdById) : null,
      });
      await this.em.flush();
      tx.emit('member.added', { sourceType, sourceId, userId, accessLevel });
      return member;
    });
  }
}

declare module '../../core/events.ts' {
  interface DomainEventMap {
    'member.added': { sourceType: MemberSourceType; sourceId: number; userId: number; accessLevel: number };
    'member.updated': { sourceType: MemberSourceType; sourceId: number; userId: number; accessLevel: number };
    'member.removed': { sourceType: MemberSourceType; sourceId: number; userId: number };
  }
}
