import type { MikroORM } from '@mikro-orm/postgresql';
import type { UnitOfWork } from '../../core/tx.ts';
import type { Database } from '../../db/database.ts';
import type { MemberRecords } from './member-records.ts';
import type { MembershipRules } from './membership-rules.ts';

/** What the services that change memberships work with: the database, GitLab's rules and the member rows. */
export abstract class MembershipService {
  protected readonly orm: MikroORM;
  protected readonly uow: UnitOfWork;
  protected readonly rules: MembershipRules;
  protected readonly records: MemberRecords;

  constructor(orm: MikroORM, uow: UnitOfWork, rules: MembershipRules, records: MemberRecords) {
    this.orm = orm;
    this.uow = uow;
    this.rules = rules;
    this.records = records;
  }

  protected get em() {
    return this.orm.em;
  }

  protected get db() {
    return this.orm.em.getKysely<Database>();
  }
}
