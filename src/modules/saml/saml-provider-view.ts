import type { SamlProvider } from './saml-provider.entity.ts';
import type { ServiceProvider } from './saml-response.ts';

/** A provider with the addresses of the group's side of SAML (what an IdP is configured with). */
export interface SamlProviderView {
  provider: SamlProvider;
  sp: ServiceProvider;
  /** Where members start a sign-in: `/groups/:group/-/saml/sso`. */
  userSsoUrl: string;
}
