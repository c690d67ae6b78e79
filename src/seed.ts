import { sql } from 'kysely';
import type { Config } from './config.ts';
import { type TOKEN_SCOPES } from './core/actor.ts';
import { randomHex } from './core/secrets.ts';
import type { GeneratedRootSecrets } from './initial-root-credentials.ts';
import type { Services } from './services.ts';

/** Every scope root's start-up token carries. */
export const ROOT_TOKEN_SCOPES = [
  'api',
  'read_api',
  'read_user',
  'sudo',
  'admin_mode',
  'create_runner',
  'manage_runner',
  'k8s_proxy',
] as const satisfies readonly (typeof TOKEN_SCOPES)[number][];

export interface SeedResult {
  created: boolean;
  /** Whether a password or token was generated (not given by the environment). */
  generated: boolean;
}

/**
 * First start on an empty database creates the administrator `root` and its personal access
 * token (ROOT_TOKEN, or a generated one). Later starts change nothing. An advisory lock keeps two
 * instances starting together from both seeding. Generated secrets go to `keep` before the
 * transaction commits, so that root is not created with secrets nobody was given.
 */
export async function seedRoot(
  services: Services,
  config: Config,
  keep: (secrets: GeneratedRootSecrets) => Promise<void>,
): Promise<SeedResult> {
  const em = services.uow;
  return em.run(async (tx) => {
    const db = tx.em.getKysely();
    await sql`select pg_advisory_xact_lock(7243001)`.execute(db);
    const existing = await sql<{ count: string }>`select count(*) as count from users`.execute(db);
    if (Number(existing.rows[0]?.count ?? 0) > 0) return { created: false, generated: false };

    const generatedPassword = config.ROOT_PASSWORD ? undefined : randomHex(12);
    const root = await services.users.insert(
      {
        username: 'root',
        name: 'Administrator',
        email: config.ROOT_EMAIL,
        password: config.ROOT_PASSWORD ?? generatedPassword,
        admin: true,
        skipConfirmation: true,
      },
      null,
    );
    const { secret } = await services.personalAccessTokens.issue(
      root,
      { name: 'root start-up token', scopes: ROOT_TOKEN_SCOPES, expiresAt: null },
      config.ROOT_TOKEN,
    );
    const generated = { password: generatedPassword, token: config.ROOT_TOKEN ? undefined : secret };
    if (generated.password || generated.token) await keep(generated);
    return { created: true, generated: Boolean(generated.password || generated.token) };
  });
}
