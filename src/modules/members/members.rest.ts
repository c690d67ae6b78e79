import { Router } from '../../rest/router.ts';

export const membersRouter = new Router();
