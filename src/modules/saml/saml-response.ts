import { createHash, timingSafeEqual, X509Certificate } from 'node:crypto';
import { SAML, type Profile } from '@node-saml/node-saml';

/** The service provider's side of one group's SAML: who it is and where answers come back. */
export interface ServiceProvider {
  /** The SP entity id and the audience responses must name: the group's URL, as GitLab's issuer. */
  issuer: string;
  /** The assertion consumer service: `/groups/:group/-/saml/callback`. */
  callbackUrl: string;
  /** The IdP's sign-in address. */
  ssoUrl: string;
}

/** What a verified response says about the user. */
export interface SamlAssertion {
  /** The assertion's ID, and the end of its validity (to refuse it a second time until then). */
  id: string;
  notOnOrAfter: Date | null;
  nameId: string;
  email: string | null;
  name: string | null;
  username: string | null;
  /** Values of the `groups` (or `Groups`) attribute. */
  groups: string[];
}

/** Clock skew allowed on NotBefore / NotOnOrAfter. */
const CLOCK_SKEW_MS = 60_000;
const NAME_ID_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';

/** Attribute names the user's email, name and username may come in (GitLab's OmniAuth defaults). */
const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
];
const NAME_ATTRIBUTES = [
  'name',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name',
  'http://schemas.microsoft.com/identity/claims/displayname',
  'urn:oid:2.16.840.1.113730.3.1.241',
  'urn:oid:2.5.4.3',
];
const FIRST_NAME_ATTRIBUTES = [
  'first_name',
  'firstname',
  'firstName',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
  'urn:oid:2.5.4.42',
];
const LAST_NAME_ATTRIBUTES = [
  'last_name',
  'lastname',
  'lastName',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
  'urn:oid:2.5.4.4',
];
const USERNAME_ATTRIBUTES = ['username', 'nickname'];
/** GitLab's group SAML reads the group names from `groups`, else `Groups`. */
const GROUPS_ATTRIBUTES = ['groups', 'Groups'];

/** A response refused, with the reason in words a person setting up an IdP can act on. */
export class SamlResponseRefused extends Error {}

/** The address that sends a browser to the IdP with a fresh AuthnRequest (HTTP-Redirect binding). */
export async function authnRequestUrl(sp: ServiceProvider, relayState: string): Promise<string> {
  // node-saml wants a certificate even to build a request; this one is never used to verify anything.
  const saml = new SAML({ ...samlOptions(sp), idpCert: 'unused' });
  return saml.getAuthorizeUrlAsync(relayState, undefined, {});
}

/** The service provider's metadata (entity ID, assertion consumer service) for an IdP to import. */
export function serviceProviderMetadata(sp: ServiceProvider): string {
  const saml = new SAML({ ...samlOptions(sp), idpCert: 'unused' });
  return saml.generateServiceProviderMetadata(null);
}

/**
 * Verifies a base64 `SAMLResponse` posted to the callback: the certificate of its signature must
 * have the provider's fingerprint, and the response or its assertion must be signed by that
 * certificate's key; audience and validity window are checked. Throws `SamlResponseRefused`.
 */
export async function verifySamlResponse(
  sp: ServiceProvider,
  fingerprint: string,
  samlResponse: string,
): Promise<SamlAssertion> {
  const xml = decode(samlResponse);
  const certificates = signingCertificates(xml).filter((pem) => hasFingerprint(pem, fingerprint));
  if (certificates.length === 0) {
    throw new SamlResponseRefused(
      "the response is not signed with the identity provider's certificate (fingerprint mismatch or no signature)",
    );
  }
  const saml = new SAML({ ...samlOptions(sp), idpCert: certificates });
  let profile: Profile | null;
  try {
    ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    throw new SamlResponseRefused(error instanceof Error ? error.message : String(error));
  }
  if (!profile?.nameID) throw new SamlResponseRefused('the assertion has no NameID');
  const parsed = profile.getAssertion?.() as ParsedAssertion | undefined;
  const id = parsed?.Assertion?.$?.ID;
  if (!id) throw new SamlResponseRefused('the assertion has no ID');
  const until = parsed?.Assertion?.Conditions?.[0]?.$?.NotOnOrAfter;
  return { ...assertionFrom(profile), id, notOnOrAfter: until ? new Date(until) : null };
}

function samlOptions(sp: ServiceProvider) {
  return {
    issuer: sp.issuer,
    audience: sp.issuer,
    callbackUrl: sp.callbackUrl,
    entryPoint: sp.ssoUrl,
    identifierFormat: NAME_ID_FORMAT,
    // Either the response or its assertion must carry a valid signature (node-saml refuses neither).
    wantAuthnResponseSigned: false,
    wantAssertionsSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    disableRequestedAuthnContext: true,
  };
}

function decode(samlResponse: string): string {
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  if (!xml.includes('<')) throw new SamlResponseRefused('SAMLResponse is not a base64-encoded XML document');
  return xml;
}

/** The certificates of the response's signatures' KeyInfo, as PEM (candidates only: nothing is trusted yet). */
function signingCertificates(xml: string): string[] {
  const found = xml.matchAll(
    /<(?:[\w.-]+:)?X509Certificate(?:\s[^>]*)?>([^<]+)<\/(?:[\w.-]+:)?X509Certificate>/g,
  );
  const pems: string[] = [];
  for (const [, body] of found) {
    const base64 = body!.replace(/\s+/g, '');
    const lines = base64.match(/.{1,64}/g) ?? [];
    pems.push(`-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`);
  }
  return [...new Set(pems)];
}

/** Whether the certificate's SHA-1 or SHA-256 fingerprint (by the stored one's length) is the stored one. */
function hasFingerprint(pem: string, fingerprint: string): boolean {
  let der: Buffer;
  try {
    der = new X509Certificate(pem).raw;
  } catch {
    return false;
  }
  const expected = Buffer.from(fingerprint, 'hex');
  const actual = createHash(expected.length === 20 ? 'sha1' : 'sha256')
    .update(der)
    .digest();
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A stored fingerprint from what an owner typed: hex digits, colons or spaces between pairs allowed. */
export function normalizeFingerprint(input: string): string | null {
  const hex = input.replace(/[\s:\u200e]/g, '').toLowerCase();
  return /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(hex) ? hex : null;
}

/** The parts of node-saml's parsed assertion (xml2js) read here. */
interface ParsedAssertion {
  Assertion?: { $?: { ID?: string }; Conditions?: { $?: { NotOnOrAfter?: string } }[] };
}

function assertionFrom(profile: Profile): Omit<SamlAssertion, 'id' | 'notOnOrAfter'> {
  const attributes = (profile['attributes'] as Record<string, unknown> | undefined) ?? {};
  const first = (names: readonly string[]) => {
    for (const name of names) {
      const value = attributes[name];
      const text = Array.isArray(value) ? value[0] : value;
      if (typeof text === 'string' && text.trim() !== '') return text.trim();
    }
    return null;
  };
  const groupsAttribute = GROUPS_ATTRIBUTES.map((n) => attributes[n]).find((v) => v !== undefined);
  const groups = (Array.isArray(groupsAttribute) ? groupsAttribute : [groupsAttribute]).filter(
    (g): g is string => typeof g === 'string' && g.trim() !== '',
  );
  const firstName = first(FIRST_NAME_ATTRIBUTES);
  const lastName = first(LAST_NAME_ATTRIBUTES);
  const fullName = [firstName, lastName].filter(Boolean).join(' ');
  return {
    nameId: profile.nameID,
    email: first(EMAIL_ATTRIBUTES),
    name: first(NAME_ATTRIBUTES) ?? (fullName || null),
    username: first(USERNAME_ATTRIBUTES),
    groups: [...new Set(groups.map((g) => g.trim()))],
  };
}
