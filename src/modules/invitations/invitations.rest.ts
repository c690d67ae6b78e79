import { z } from 'zod';
import { offsetPage } from '../../core/pagination.ts';
import { dateTime, idOrPath, int, pageParams } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import type { MemberSourceType } from '../members/member.entity.ts';
import { presentInvitation } from '../members/members.presenter.ts';

export const invitationsRouter = new Router();

/** Access levels the invitation endpoints accept (others are "does not have a valid value"). */
const INVITATION_LEVELS = [0, 5, 10, 15, 20, 30, 40, 50];
const accessLevel = () =>
  int().refine((level) => INVITATION_LEVELS.includes(level), { message: 'does not have a valid value' });

const optionalDate = () => z.preprocess((v) => (v === '' ? null : v), dateTime().nullable()).optional();

/** A string, a comma-separated list, or an array of them. */
const list = () =>
  z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional();

const SOURCES: readonly [string, MemberSourceType][] = [
  ['groups', 'Namespace'],
  ['projects', 'Project'],
];

for (const [prefix, type] of SOURCES) {
  const base = `/${prefix}/:id/invitations`;

  invitationsRouter.post(
    base,
    {
      auth: 'required',
      input: z.object({
        id: idOrPath(),
        access_level: accessLevel(),
        email: list(),
        user_id: list(),
        expires_at: optionalDate(),
        invite_source: z.string().optional(),
        member_role_id: int().optional(),
      }),
    },
    async ({ input, actor, services }) =>
      services.invitations.invite(actor, type, input.id, {
        emails: input.email?.map(String),
        userIds: input.user_id,
        accessLevel: input.access_level,
        expiresAt: input.expires_at,
        inviteSource: input.invite_source ?? 'invitations-api',
      }),
  );

  invitationsRouter.get(
    base,
    { auth: 'required', input: z.object({ id: idOrPath(), query: z.string().optional(), ...pageParams }) },
    async ({ input, actor, services, paginate }) => {
      const source = await services.members.source(actor, type, input.id);
      const page = await services.invitations.list(
        actor,
        source,
        input.query || undefined,
        offsetPage(input.page, input.per_page),
      );
      return paginate(page, presentInvitation);
    },
  );

  invitationsRouter.put(
    `${base}/:email`,
    {
      auth: 'required',
      input: z.object({
        id: idOrPath(),
        email: z.string(),
        access_level: accessLevel().optional(),
        expires_at: optionalDate(),
        member_role_id: int().optional(),
      }),
    },
    async ({ input, actor, services }) => {
      const source = await services.members.source(actor, type, input.id);
      const invitation = await services.invitations.update(actor, source, input.email, {
        accessLevel: input.access_level,
        expiresAt: input.expires_at,
      });
      return presentInvitation(invitation);
    },
  );

  invitationsRouter.delete(
    `${base}/:email`,
    { auth: 'required', input: z.object({ id: idOrPath(), email: z.string() }) },
    async ({ input, actor, services, precondition }) => {
      const source = await services.members.source(actor, type, input.id);
      await services.invitations.remove(actor, source, input.email, precondition);
    },
  );
}
