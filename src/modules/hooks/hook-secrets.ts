import type { Encryption } from '../../core/encryption.ts';
import {
  WEB_HOOK_CUSTOM_HEADERS,
  WEB_HOOK_TOKEN,
  WEB_HOOK_URL_VARIABLES,
  type WebHook,
} from './web-hook.entity.ts';

/** A hook's write-only secrets, decrypted: for the service's own checks and for deliveries only. */
export interface Secrets {
  token: string | null;
  urlVariables: Record<string, string>;
  customHeaders: Record<string, string>;
}

/** Decrypts a hook's token, URL variables and custom headers. */
export function decryptSecrets(
  encryption: Encryption,
  hook: Pick<WebHook, 'encryptedToken' | 'encryptedUrlVariables' | 'encryptedCustomHeaders'>,
): Secrets {
  const record = (text: string | null) => (text ? (JSON.parse(text) as Record<string, string>) : {});
  return {
    token: hook.encryptedToken ? encryption.decrypt(WEB_HOOK_TOKEN, hook.encryptedToken) : null,
    urlVariables: record(
      hook.encryptedUrlVariables
        ? encryption.decrypt(WEB_HOOK_URL_VARIABLES, hook.encryptedUrlVariables)
        : null,
    ),
    customHeaders: record(
      hook.encryptedCustomHeaders
        ? encryption.decrypt(WEB_HOOK_CUSTOM_HEADERS, hook.encryptedCustomHeaders)
        : null,
    ),
  };
}
