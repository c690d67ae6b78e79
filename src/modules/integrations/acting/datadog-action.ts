import type { IntegrationAction, Settings } from './integration-action.ts';
import { setting } from './integration-action.ts';

/**
 * Datadog's CI visibility: every pipeline and job hook payload, posted to its webhook intake (of
 * the configured site, or `api_url`) with the API key and the service, env and tags in the query,
 * as GitLab's Datadog integration does.
 */
export const datadog: IntegrationAction = {
  events: ['pipeline_events', 'job_events'],
  acts: () => Promise.resolve(true),
  request: (settings, { payload }) => {
    const key = setting(settings, 'api_key');
    return {
      method: 'POST',
      url: intakeUrl(settings, key),
      loggedUrl: intakeUrl(settings, '[REDACTED]'),
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      webhookHeaders: true,
      secretHeaders: [],
      enableSslVerification: true,
    };
  },
};

function intakeUrl(settings: Settings, apiKey: string): string {
  // Datadog's documentation lists sites with an `app.` prefix that the intake host does not have.
  const site = (setting(settings, 'datadog_site') || 'datadoghq.com').replace(/^app\./, '');
  const url = new URL(setting(settings, 'api_url') || `https://webhook-intake.${site}/api/v2/webhook`);
  const query = new URLSearchParams({ 'dd-api-key': apiKey });
  const service = setting(settings, 'datadog_service').trim();
  const env = setting(settings, 'datadog_env').trim();
  const tags = setting(settings, 'datadog_tags')
    .split('\n')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '')
    .map((tag) => (tag.includes(',') ? `"${tag}"` : tag))
    .join(',');
  if (service) query.set('service', service);
  if (env) query.set('env', env);
  if (tags) query.set('tags', tags);
  url.search = query.toString();
  return url.toString().replace(encodeURIComponent('[REDACTED]'), '[REDACTED]');
}
