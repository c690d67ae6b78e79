import { execFileSync } from 'node:child_process';
import { createHash, randomBytes, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignedXml } from 'xml-crypto';

/** A throwaway identity provider key pair: an RSA key and its self-signed certificate (openssl CLI). */
export interface IdpKeys {
  privateKey: string;
  certificate: string;
  /** SHA-1 fingerprint of the certificate, hex with colons (as IdPs show it). */
  sha1: string;
  sha256: string;
}

export function makeIdpKeys(commonName = 'test-idp'): IdpKeys {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saml-idp-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert].concat([
        '-subj',
        `/CN=${commonName}`,
        '-days',
        '2',
      ]),
      { stdio: 'ignore' },
    );
    const certificate = fs.readFileSync(cert, 'utf8');
    const der = new X509Certificate(certificate).raw;
    const hex = (algorithm: string) => createHash(algorithm).update(der).digest('hex');
    return {
      privateKey: fs.readFileSync(key, 'utf8'),
      certificate,
      sha1: hex('sha1').match(/../g)!.join(':').toUpperCase(),
      sha256: hex('sha256'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface AssertionOptions {
  nameId: string;
  audience: string;
  recipient: string;
  email?: string;
  name?: string;
  groups?: string[];
  /** Attribute name of the groups (GitLab reads `groups`, else `Groups`). */
  groupsAttribute?: string;
  /** Shift of the validity window from now, in seconds (negative: in the past). */
  shiftSeconds?: number;
}

const id = () => `_${randomBytes(16).toString('hex')}`;
const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An unsigned SAML 2.0 response with one assertion, valid for five minutes around now (shifted). */
export function samlResponseXml(options: AssertionOptions): string {
  const now = new Date(Date.now() + (options.shiftSeconds ?? 0) * 1000);
  const before = iso(new Date(now.getTime() - 60_000));
  const after = iso(new Date(now.getTime() + 5 * 60_000));
  const attribute = (name: string, values: string[]) =>
    `<saml:Attribute Name="${escape(name)}">${values
      .map((v) => `<saml:AttributeValue>${escape(v)}</saml:AttributeValue>`)
      .join('')}</saml:Attribute>`;
  const attributes = [
    options.email ? attribute('email', [options.email]) : '',
    options.name ? attribute('name', [options.name]) : '',
    options.groups ? attribute(options.groupsAttribute ?? 'groups', options.groups) : '',
  ].join('');
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"` +
    ` ID="${id()}" Version="2.0" IssueInstant="${iso(now)}" Destination="${escape(options.recipient)}">` +
    `<saml:Issuer>https://idp.example.com/metadata</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id()}" Version="2.0" IssueInstant="${iso(now)}">` +
    `<saml:Issuer>https://idp.example.com/metadata</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${escape(options.nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData NotOnOrAfter="${after}" Recipient="${escape(options.recipient)}"/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${before}" NotOnOrAfter="${after}">` +
    `<saml:AudienceRestriction><saml:Audience>${escape(options.audience)}</saml:Audience></saml:AudienceRestriction>` +
    `</saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="${id()}"><saml:AuthnContext>` +
    `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>` +
    `</saml:AuthnContext></saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
    `</saml:Assertion></samlp:Response>`
  );
}

/**
 * Signs the assertion (or the whole response) with `key`, putting `certificate` (by default the
 * key's own) in the signature's KeyInfo.
 */
export function signSaml(
  xml: string,
  keys: { privateKey: string; certificate: string },
  what: 'assertion' | 'response' = 'assertion',
): string {
  const element = what === 'assertion' ? 'Assertion' : 'Response';
  const signer = new SignedXml({
    privateKey: keys.privateKey,
    publicCert: keys.certificate,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signer.addReference({
    xpath: `//*[local-name(.)='${element}']`,
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
  });
  signer.computeSignature(xml, {
    location: { reference: `//*[local-name(.)='${element}']/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signer.getSignedXml();
}

export const base64 = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');
