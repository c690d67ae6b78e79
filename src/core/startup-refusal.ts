/**
 * A reason the service will not start that the operator can act on (a data directory PostgreSQL
 * cannot enter, a wrong encryption key...): its message says what to change, so it is logged alone,
 * without a stack trace.
 */
export class StartupRefusal extends Error {}
