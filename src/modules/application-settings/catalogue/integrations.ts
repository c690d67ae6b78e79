import { z } from 'zod';
import { bool } from '../../../rest/params.ts';
import { boolean, decimal, list, object, secret, text, urlProblem } from './setting.ts';

type KrokiFormats = Record<'blockdiag' | 'bpmn' | 'excalidraw', boolean>;

/** `kroki_formats`: which extra diagram formats the Kroki server renders. */
const krokiFormats = object<KrokiFormats, Partial<KrokiFormats>>(
  { blockdiag: false, bpmn: false, excalidraw: false },
  z.object({ blockdiag: bool().optional(), bpmn: bool().optional(), excalidraw: bool().optional() }),
  { apply: (current, given) => ({ ...current, ...given }) },
);

const AWS_ACCOUNT_ID = /^\d{12}$/;

/** Services the instance talks to: diagrams, editors, cloud, chat, authorization. */
export const integrationSettings = {
  plantuml_enabled: boolean(false),
  plantuml_url: text(),
  kroki_enabled: boolean(false),
  kroki_url: text(null, { format: urlProblem() }),
  kroki_formats: krokiFormats,
  diagramsnet_enabled: boolean(true),
  diagramsnet_url: text('https://embed.diagrams.net', { format: urlProblem() }),
  gitpod_enabled: boolean(false),
  gitpod_url: text('https://gitpod.io/', { format: urlProblem() }),
  sourcegraph_enabled: boolean(false),
  sourcegraph_url: text(),
  sourcegraph_public_only: boolean(true),
  eks_integration_enabled: boolean(false),
  eks_account_id: text(null, {
    format: (v) => (AWS_ACCOUNT_ID.test(v) ? null : 'must be a valid Amazon Account ID.'),
  }),
  eks_access_key_id: text(null, {
    format: (v) =>
      v.length < 16
        ? 'is too short (minimum is 16 characters)'
        : v.length > 128
          ? 'is too long (maximum is 128 characters)'
          : null,
  }),
  eks_secret_access_key: secret(text(), 'omitted'),
  jira_connect_application_key: text(null, { maxLength: 255 }),
  jira_connect_public_key_storage_enabled: boolean(false),
  jira_connect_proxy_url: text(null, { maxLength: 255, format: urlProblem() }),
  jira_connect_additional_audience_url: text(null, { maxLength: 255, format: urlProblem() }),
  slack_app_enabled: boolean(false),
  slack_app_id: text(),
  slack_app_secret: secret(text()),
  slack_app_signing_secret: secret(text()),
  slack_app_verification_token: secret(text()),
  mailgun_events_enabled: boolean(false),
  mailgun_signing_key: secret(text(null, { maxLength: 255 })),
  external_authorization_service_enabled: boolean(false),
  external_authorization_service_url: text(null, { format: urlProblem() }),
  external_authorization_service_default_label: text(),
  external_authorization_service_timeout: decimal(0.5),
  external_auth_client_cert: text(),
  external_auth_client_key: secret(text()),
  external_auth_client_key_pass: secret(text()),
  /** Higher tier: which integrations projects may use. */
  allow_all_integrations: boolean(true),
  allowed_integrations: list([]),
  allow_group_owners_to_manage_ldap: boolean(true),
  duo_features_enabled: boolean(true),
  lock_duo_features_enabled: boolean(false),
};
