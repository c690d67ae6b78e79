import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import { OauthError } from './oauth-tokens.service.ts';

const tokenParams = z.object({
  grant_type: z.string().optional(),
  username: z.string().optional(),
  password: z.string().optional(),
  refresh_token: z.string().optional(),
  scope: z.string().optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
});

/**
 * The OAuth 2.0 endpoints (outside /api/v4, as GitLab serves them): token (password and
 * refresh_token grants), revoke, and token info. Errors use the RFC 6749 shape.
 */
export async function oauthPlugin(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { oauthTokens } = options.services;

  app.post('/oauth/token', async (req, reply) => {
    const params = tokenParams.parse({ ...(req.query as object), ...(req.body as object) });
    const basic = basicClient(req.headers.authorization);
    const client = {
      clientId: params.client_id ?? basic?.id,
      clientSecret: params.client_secret ?? basic?.secret,
    };
    reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
    try {
      switch (params.grant_type) {
        case 'password':
          return await oauthTokens.passwordGrant({
            ...client,
            username: params.username,
            password: params.password,
            scope: params.scope,
            ip: req.ip,
          });
        case 'refresh_token':
          return await oauthTokens.refreshGrant({ ...client, refreshToken: params.refresh_token });
        case undefined:
          throw new OauthError('invalid_request', 'Missing required parameter: grant_type.');
        default:
          throw new OauthError(
            'unsupported_grant_type',
            'The authorization grant type is not supported by the authorization server.',
          );
      }
    } catch (error) {
      if (!(error instanceof OauthError)) throw error;
      return reply.code(error.status).send({ error: error.code, error_description: error.description });
    }
  });

  app.post('/oauth/revoke', async (req) => {
    const body = z.object({ token: z.string().optional() }).parse(req.body ?? {});
    if (body.token) await oauthTokens.revoke(body.token);
    return {};
  });

  app.get('/oauth/token/info', async (req, reply) => {
    const token =
      /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1] ??
      (req.query as Record<string, string>)['access_token'];
    const record = token ? await oauthTokens.findUsable(token) : null;
    if (!record) {
      return reply
        .code(401)
        .send({ error: 'invalid_token', error_description: 'The access token is invalid' });
    }
    return {
      resource_owner_id: record.user.id,
      scope: record.scopes,
      expires_in: Math.max(0, Math.floor((record.expiresAt().getTime() - Date.now()) / 1000)),
      application: record.application ? { uid: (record.application as { uid?: string }).uid ?? null } : null,
      created_at: Math.floor(record.createdAt.getTime() / 1000),
    };
  });
}

function basicClient(header: string | undefined): { id: string; secret: string } | null {
  const encoded = /^Basic\s+(.+)$/i.exec(header ?? '')?.[1];
  if (!encoded) return null;
  const [id, secret] = Buffer.from(encoded, 'base64').toString('utf8').split(':', 2);
  return id ? { id: decodeURIComponent(id), secret: decodeURIComponent(secret ?? '') } : null;
}
