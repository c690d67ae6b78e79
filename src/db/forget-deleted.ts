import { helper, Reference, type EntityManager } from '@mikro-orm/core';

/**
 * Tells a unit of work that a row its entity manager holds was deleted with SQL of its own: the entity
 * leaves the identity map, and the managed entities that point at it stop pointing at it, so that a
 * later flush does not insert it again through their relations.
 *
 * MikroORM's `unsetIdentity` does the first, and the second only where relation values live in its
 * per-instance property accessors, which this application turns off (see orm.ts).
 */
export function forgetDeleted(em: EntityManager, entity: object): void {
  const unitOfWork = em.getUnitOfWork();
  const identityMap = unitOfWork.getIdentityMap();
  for (const { meta, prop } of helper(entity).__meta.referencingProperties) {
    for (const referrer of identityMap.getStore(meta).values()) {
      const record = referrer as Record<string, unknown>;
      if (Reference.unwrapReference(record[prop.name] as object) === entity) delete record[prop.name];
    }
  }
  unitOfWork.unsetIdentity(entity);
}
