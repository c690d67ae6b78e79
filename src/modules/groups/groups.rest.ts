import { Router } from '../../rest/router.ts';

export const groupsRouter = new Router();
