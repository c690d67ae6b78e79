import { chatAction } from './chat-action.ts';
import { CHAT_REQUESTS } from './chat-requests.ts';
import { bamboo, buildkite, droneCi, jenkins, teamcity } from './ci-actions.ts';
import { datadog } from './datadog-action.ts';
import type { IntegrationAction } from './integration-action.ts';

/** The kinds of integration that act on events, by slug; the others only store their settings. */
export const INTEGRATION_ACTIONS: ReadonlyMap<string, IntegrationAction> = new Map([
  ...Object.entries(CHAT_REQUESTS).map(([slug, send]) => [slug, chatAction(send)] as const),
  ['datadog', datadog],
  ['jenkins', jenkins],
  ['buildkite', buildkite],
  ['drone-ci', droneCi],
  ['teamcity', teamcity],
  ['bamboo', bamboo],
]);
