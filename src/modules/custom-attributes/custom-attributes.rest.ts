import { Router } from '../../rest/router.ts';

export const customAttributesRouter = new Router();
