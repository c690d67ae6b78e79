import { usersRouter } from '../modules/users/users.rest.ts';
import type { Router } from './router.ts';

/** Every module's /api/v4 routes. */
export const routers: readonly Router[] = [usersRouter];
