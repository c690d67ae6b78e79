import { Router } from '../../rest/router.ts';

export const invitationsRouter = new Router();
