import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { domainErrorFromDatabase } from '../../core/database-refusals.ts';
import { DomainError } from '../../core/errors.ts';
import { renderDomainError } from '../../rest/errors.ts';
import type { Services } from '../../services.ts';
import { presentUserBasic } from './users.presenter.ts';

const registration = z.object({
  user: z
    .object({
      name: z.string().optional(),
      first_name: z.string().optional(),
      last_name: z.string().optional(),
      username: z.string().optional(),
      email: z.string().optional(),
      password: z.string().optional(),
    })
    .optional(),
});

/**
 * Self sign-up as GitLab serves it, outside /api/v4: `POST /users` with `user[name]` (or
 * `user[first_name]` and `user[last_name]`), `user[username]`, `user[email]` and `user[password]`,
 * as a form or as JSON. Answers 201 with the new user (and why it cannot sign in yet, when it waits
 * for approval); refusals as the API renders them (`{message}`).
 */
export async function registrationsPlugin(
  app: FastifyInstance,
  options: { services: Services },
): Promise<void> {
  const { services } = options;

  app.post('/users', async (req, reply) => {
    try {
      const parsed = registration.safeParse(req.body ?? {});
      if (!parsed.success) {
        return reply.code(400).send({ message: '400 Bad request - user is invalid' });
      }
      const params = parsed.data.user ?? {};
      const fallbackName = [params.first_name, params.last_name].filter(Boolean).join(' ');
      const user = await services.users.register({
        name: params.name || fallbackName,
        username: params.username ?? '',
        email: params.email ?? '',
        password: params.password ?? '',
      });
      const pending = user.state === 'blocked_pending_approval';
      return reply.code(201).send({
        message: pending
          ? 'You have signed up successfully. However, we could not sign you in because your account is awaiting approval from your GitLab administrator.'
          : 'Welcome! You have signed up successfully.',
        user: presentUserBasic(user, { urls: services.urls }),
      });
    } catch (error) {
      const refused = error instanceof DomainError ? error : domainErrorFromDatabase(error);
      if (!refused) throw error;
      const rendered = renderDomainError(refused);
      return reply.code(rendered.status).send(rendered.body);
    }
  });
}
