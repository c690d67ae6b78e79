import type { SamlGroupLink } from './saml-group-link.entity.ts';
import type { SamlProviderView } from './saml-provider-view.ts';

/** GitLab's `EE::API::Entities::SamlGroupLink`. */
export function presentSamlGroupLink(link: SamlGroupLink) {
  return {
    name: link.samlGroupName,
    access_level: link.accessLevel,
    member_role_id: link.memberRoleId ?? null,
  };
}

/**
 * A group's SAML provider with the addresses an IdP is configured with (GitLab shows them on the
 * group's SAML SSO settings page: identifier, assertion consumer service URL, GitLab single sign-on URL).
 */
export function presentSamlProvider(view: SamlProviderView) {
  const { provider, sp } = view;
  return {
    id: provider.id,
    group_id: provider.group.id,
    enabled: provider.enabled,
    sso_url: provider.ssoUrl,
    certificate_fingerprint: provider.certificateFingerprint,
    enforced_sso: provider.enforcedSso,
    default_membership_role: provider.defaultMembershipRole,
    issuer: sp.issuer,
    assertion_consumer_service_url: sp.callbackUrl,
    user_sso_url: view.userSsoUrl,
  };
}
