import { Router } from '../../rest/router.ts';

export const projectsRouter = new Router();
