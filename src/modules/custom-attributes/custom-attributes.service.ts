import type { MikroORM } from '@mikro-orm/postgresql';
import { requireAdmin, type Actor } from '../../core/actor.ts';
import { invalidField, notFound } from '../../core/errors.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import { CustomAttribute, type CustomAttributeSubject } from './custom-attribute.entity.ts';

export interface CustomAttributeView {
  key: string;
  value: string;
}

/**
 * Administrator-only key/value attributes on users, groups and projects. Whether the subject itself
 * exists is checked by the caller (the subject's own service).
 */
export class CustomAttributesService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;

  constructor(orm: MikroORM, uow: UnitOfWork) {
    this.orm = orm;
    this.uow = uow;
  }

  private get em() {
    return this.orm.em;
  }

  async list(actor: Actor, subject: CustomAttributeSubject, subjectId: number): Promise<CustomAttribute[]> {
    requireAdmin(actor);
    return this.em.find(CustomAttribute, { subjectType: subject, subjectId }, { orderBy: { key: 'asc' } });
  }

  async get(
    actor: Actor,
    subject: CustomAttributeSubject,
    subjectId: number,
    key: string,
  ): Promise<CustomAttribute> {
    requireAdmin(actor);
    const attribute = await this.em.findOne(CustomAttribute, { subjectType: subject, subjectId, key });
    if (!attribute) throw notFound();
    return attribute;
  }

  /** Creates or replaces the value of `key`. */
  async set(
    actor: Actor,
    subject: CustomAttributeSubject,
    subjectId: number,
    key: string,
    value: string,
  ): Promise<CustomAttribute> {
    requireAdmin(actor);
    if (key.trim() === '') throw invalidField('key', "can't be blank");
    return this.uow.run(async () => {
      const existing = await this.em.findOne(CustomAttribute, { subjectType: subject, subjectId, key });
      if (existing) {
        existing.value = value;
        return existing;
      }
      return this.em.create(CustomAttribute, { subjectType: subject, subjectId, key, value });
    });
  }

  async delete(actor: Actor, subject: CustomAttributeSubject, subjectId: number, key: string): Promise<void> {
    const attribute = await this.get(actor, subject, subjectId, key);
    await this.uow.run(async () => this.em.remove(attribute));
  }

  /** Attributes of several subjects at once (for `with_custom_attributes` on lists). */
  async forSubjects(
    actor: Actor,
    subject: CustomAttributeSubject,
    subjectIds: readonly number[],
  ): Promise<Map<number, CustomAttributeView[]>> {
    requireAdmin(actor);
    const result = new Map<number, CustomAttributeView[]>();
    if (subjectIds.length === 0) return result;
    const rows = await this.em.find(
      CustomAttribute,
      { subjectType: subject, subjectId: { $in: [...subjectIds] } },
      { orderBy: { key: 'asc' } },
    );
    for (const row of rows) {
      const list = result.get(row.subjectId) ?? [];
      list.push({ key: row.key, value: row.value });
      result.set(row.subjectId, list);
    }
    return result;
  }

  /** Removes every attribute of a deleted subject. */
  async removeAll(subject: CustomAttributeSubject, subjectId: number): Promise<void> {
    await this.em.nativeDelete(CustomAttribute, { subjectType: subject, subjectId });
  }
}
