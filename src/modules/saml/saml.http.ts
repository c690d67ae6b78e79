import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Actor } from '../../core/actor.ts';
import { anonymousActor } from '../../core/actor.ts';
import { readCredentials } from '../../core/credentials.ts';
import { domainErrorFromDatabase } from '../../core/database-refusals.ts';
import { DomainError } from '../../core/errors.ts';
import { renderDomainError } from '../../rest/errors.ts';
import type { Services } from '../../services.ts';

/**
 * Group SAML single sign-on (outside /api/v4, at GitLab's addresses): `GET /groups/:group/-/saml/sso`
 * sends the browser to the IdP with an AuthnRequest; `GET …/-/saml/metadata` is the SP metadata; `POST /groups/:group/-/saml/callback` is the
 * assertion consumer service. There is no browser session here, so a successful callback answers
 * with OAuth tokens, as `POST /oauth/token` does. A callback sent with a token (`PRIVATE-TOKEN` or
 * `Authorization: Bearer`) links that account to the SAML identity.
 */
export async function samlPlugin(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;

  app.setErrorHandler((error, req, reply) => {
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: '500 Internal Server Error' });
  });

  app.get<{ Params: { group: string }; Querystring: { RelayState?: string; redirect_to?: string } }>(
    '/groups/:group/-/saml/sso',
    async (req, reply) =>
      answer(reply, async () => {
        const relayState = req.query.RelayState ?? req.query.redirect_to;
        return reply.redirect(await services.samlSignIn.ssoRedirect(req.params.group, relayState), 302);
      }),
  );

  app.get<{ Params: { group: string } }>('/groups/:group/-/saml/metadata', async (req, reply) =>
    answer(reply, async () =>
      reply
        .type('application/samlmetadata+xml; charset=utf-8')
        .send(await services.samlSignIn.metadata(req.params.group)),
    ),
  );

  const callbackBody = z.object({ SAMLResponse: z.string().optional(), RelayState: z.string().optional() });

  app.post<{ Params: { group: string } }>('/groups/:group/-/saml/callback', async (req, reply) =>
    answer(reply, async () => {
      const body = callbackBody.safeParse(req.body ?? {});
      const actor = await callerOf(req.headers, req.query as Record<string, unknown>);
      const tokens = await services.samlSignIn.callback({
        groupPath: req.params.group,
        samlResponse: body.success ? body.data.SAMLResponse : undefined,
        actor,
        ip: req.ip,
      });
      return reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache').send(tokens);
    }),
  );

  async function callerOf(headers: Record<string, unknown>, query: Record<string, unknown>): Promise<Actor> {
    const { privateToken, bearerToken } = readCredentials(headers as never, query);
    if (!privateToken && !bearerToken) return anonymousActor;
    return services.authentication.authenticate(
      { privateToken, bearerToken },
      { allowJobToken: false, jobTokenPublicFeatures: [] },
    );
  }
}

async function answer(reply: FastifyReply, work: () => Promise<unknown>): Promise<unknown> {
  try {
    return await work();
  } catch (error) {
    // A refusal, or a database refusal (two first sign-ins of one user at once: the second is a 409).
    const refused = error instanceof DomainError ? error : domainErrorFromDatabase(error);
    if (!refused) throw error;
    const rendered = renderDomainError(refused);
    return reply.code(rendered.status).send(rendered.body);
  }
}
