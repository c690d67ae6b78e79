import type { MikroORM } from '@mikro-orm/postgresql';
import { unauthorized } from '../../core/errors.ts';
import { SamlUsedAssertion } from './saml-used-assertion.entity.ts';

/** How long an assertion without NotOnOrAfter is remembered. */
const DEFAULT_LIFETIME_MS = 60 * 60 * 1000;

/** One use per assertion: a response posted again while still valid is refused. */
export class SamlReplaysService {
  private readonly orm: MikroORM;

  constructor(orm: MikroORM) {
    this.orm = orm;
  }

  private get em() {
    return this.orm.em;
  }

  /** Records the assertion's use (inside the sign-in's unit of work), or refuses a second one. */
  async consume(samlProviderId: number, assertionId: string, notOnOrAfter: Date | null): Promise<void> {
    const now = new Date();
    await this.em.nativeDelete(SamlUsedAssertion, { expiresAt: { $lt: now } });
    const used = await this.em.findOne(SamlUsedAssertion, { samlProvider: samlProviderId, assertionId });
    if (used) throw unauthorized('SAML response refused: this response has already been used');
    this.em.create(SamlUsedAssertion, {
      samlProvider: samlProviderId,
      assertionId,
      expiresAt: notOnOrAfter ?? new Date(now.getTime() + DEFAULT_LIFETIME_MS),
    });
    await this.em.flush();
  }
}
