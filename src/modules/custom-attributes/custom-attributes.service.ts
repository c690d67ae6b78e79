import type { MikroORM } from '@mikro-orm/postgresql';
import { authorizeUser } from '../../core/policy.ts';
import { sql } from 'kysely';
import { type Actor } from '../../core/actor.ts';
import { invalidField, notFound } from '../../core/errors.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import type { Database } from '../../db/database.ts';
import { CustomAttribute, type CustomAttributeSubject } from './custom-attribute.entity.ts';

declare module '../../core/events.ts' {
  interface DomainEventMap {
    'custom_attribute.set': { subjectType: CustomAttributeSubject; subjectId: number; key: string };
    'custom_attribute.deleted': { subjectType: CustomAttributeSubject; subjectId: number; key: string };
  }
}

export interface CustomAttributeView {
  key: string;
  value: string;
}

/**
 * Finds the subject an attribute is set on, by id (or path, for groups and projects), for the
 * actor: its numeric id, or a NotFound error ("404 Group Not Found"). Provided by the subjects'
 * own services.
 */
export type SubjectLookup = (actor: Actor, idOrPath: string | number) => Promise<number>;

/**
 * Administrator-only key/value attributes on users, groups and projects. Subjects are looked up
 * through their own services (registered with `useSubjectLookup`), after the administrator check.
 */
export class CustomAttributesService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly lookups = new Map<CustomAttributeSubject, SubjectLookup>();

  constructor(orm: MikroORM, uow: UnitOfWork) {
    this.orm = orm;
    this.uow = uow;
  }

  useSubjectLookup(subject: CustomAttributeSubject, lookup: SubjectLookup): void {
    this.lookups.set(subject, lookup);
  }

  /** The subject's id, for an administrator: 401/403 before anything else, then 404 for a missing subject. */
  async resolveSubject(
    actor: Actor,
    subject: CustomAttributeSubject,
    idOrPath: string | number,
  ): Promise<number> {
    authorizeUser(actor, 'admin_custom_attributes', null);
    const lookup = this.lookups.get(subject);
    if (!lookup) throw new Error(`No lookup registered for custom attribute subject ${subject}`);
    return lookup(actor, idOrPath);
  }

  /** GET /<subjects>/:id/custom_attributes. */
  async listOf(
    actor: Actor,
    subject: CustomAttributeSubject,
    idOrPath: string | number,
  ): Promise<CustomAttribute[]> {
    return this.list(actor, subject, await this.resolveSubject(actor, subject, idOrPath));
  }

  /** GET /<subjects>/:id/custom_attributes/:key. */
  async getOf(
    actor: Actor,
    subject: CustomAttributeSubject,
    idOrPath: string | number,
    key: string,
  ): Promise<CustomAttribute> {
    return this.get(actor, subject, await this.resolveSubject(actor, subject, idOrPath), key);
  }

  /** PUT /<subjects>/:id/custom_attributes/:key. */
  async setOf(
    actor: Actor,
    subject: CustomAttributeSubject,
    idOrPath: string | number,
    key: string,
    value: string,
  ): Promise<CustomAttribute> {
    return this.set(actor, subject, await this.resolveSubject(actor, subject, idOrPath), key, value);
  }

  /** DELETE /<subjects>/:id/custom_attributes/:key. */
  async deleteOf(
    actor: Actor,
    subject: CustomAttributeSubject,
    idOrPath: string | number,
    key: string,
  ): Promise<void> {
    await this.delete(actor, subject, await this.resolveSubject(actor, subject, idOrPath), key);
  }

  private get em() {
    return this.orm.em;
  }

  async list(actor: Actor, subject: CustomAttributeSubject, subjectId: number): Promise<CustomAttribute[]> {
    authorizeUser(actor, 'admin_custom_attributes', null);
    return this.em.find(CustomAttribute, { subjectType: subject, subjectId }, { orderBy: { key: 'asc' } });
  }

  async get(
    actor: Actor,
    subject: CustomAttributeSubject,
    subjectId: number,
    key: string,
  ): Promise<CustomAttribute> {
    authorizeUser(actor, 'admin_custom_attributes', null);
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
    authorizeUser(actor, 'admin_custom_attributes', null);
    if (key.trim() === '') throw invalidField('key', "can't be blank");
    if (key.length > 255) throw invalidField('key', 'is too long (maximum is 255 characters)');
    if (value === '') throw invalidField('value', "can't be blank");
    // One statement, so that concurrent requests setting the same key both succeed.
    const id = await this.uow.run(async (tx) => {
      tx.emit('custom_attribute.set', { subjectType: subject, subjectId, key });
      const row = await tx.em
        .getKysely<Database>()
        .insertInto('custom_attributes')
        .values({
          subject_type: subject,
          subject_id: subjectId,
          key,
          value,
          created_at: sql`now()`,
          updated_at: sql`now()`,
        })
        .onConflict((oc) =>
          oc.columns(['subject_type', 'subject_id', 'key']).doUpdateSet({ value, updated_at: sql`now()` }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    return this.em.findOneOrFail(CustomAttribute, id, { refresh: true });
  }

  async delete(actor: Actor, subject: CustomAttributeSubject, subjectId: number, key: string): Promise<void> {
    const attribute = await this.get(actor, subject, subjectId, key);
    await this.uow.run(async (tx) => {
      this.em.remove(attribute);
      tx.emit('custom_attribute.deleted', { subjectType: subject, subjectId, key });
    });
  }

  /** Attributes of several subjects at once (for `with_custom_attributes` on lists). */
  async forSubjects(
    actor: Actor,
    subject: CustomAttributeSubject,
    subjectIds: readonly number[],
  ): Promise<Map<number, CustomAttributeView[]>> {
    authorizeUser(actor, 'admin_custom_attributes', null);
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
