import { Router } from '../../rest/router.ts';

export const tokensRouter = new Router();
