import * as client from 'openid-client';
import { hashToken } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { SocialProviderConfig } from '../merchant/service';

/** Issuers rarely change their endpoints; an hour bounds how long a rotated document goes unseen. */
const DISCOVERY_TTL_MS = 60 * 60_000;
/** Seconds for each request to the provider: a slow provider must not hold the player's redirect for long. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * openid-client refuses plain http unless told otherwise. Production only ever talks to https issuers
 * (the operator endpoint refuses http there); outside production a provider on the developer's
 * machine or in the tests (oidc-provider on 127.0.0.1) has no certificate, so http is allowed there.
 */
export function insecureAllowed(issuer: string, nodeEnv: string): boolean {
  return new URL(issuer).protocol === 'http:' && nodeEnv !== 'production';
}

/** Turns any failure of the provider (network, discovery, token, ID token checks) into one stable code. */
export function providerFailure(cause: unknown): AppError {
  return Object.assign(new AppError('social.provider_failed'), { cause });
}

/**
 * OpenID client configurations with discovery cached per issuer: one discovery document serves every
 * merchant's client at that issuer, and a configuration is kept per client so its JWKS cache (the
 * provider's signing keys) survives between logins.
 */
export function createOidcClients(opts: { nodeEnv: string; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const discoveries = new Map<string, { at: number; metadata: Promise<client.ServerMetadata> }>();
  const configs = new Map<string, { metadata: client.ServerMetadata; config: client.Configuration }>();

  function options(issuer: string): client.DiscoveryRequestOptions {
    return { timeout: PROVIDER_TIMEOUT_SECONDS, execute: insecureAllowed(issuer, opts.nodeEnv) ? [client.allowInsecureRequests] : [] };
  }

  function discover(issuer: string, clientId: string): Promise<client.ServerMetadata> {
    const hit = discoveries.get(issuer);
    if (hit && now() - hit.at < DISCOVERY_TTL_MS) return hit.metadata;
    const metadata = client.discovery(new URL(issuer), clientId, undefined, undefined, options(issuer)).then((c) => c.serverMetadata());
    const entry = { at: now(), metadata };
    discoveries.set(issuer, entry);
    // A failed discovery is not remembered: the next login asks again.
    metadata.catch(() => {
      if (discoveries.get(issuer) === entry) discoveries.delete(issuer);
    });
    return metadata;
  }

  return {
    async configuration(cfg: SocialProviderConfig): Promise<client.Configuration> {
      let metadata: client.ServerMetadata;
      try {
        metadata = await discover(cfg.issuer, cfg.clientId);
      } catch (err) {
        throw providerFailure(err);
      }
      // The secret is part of the key so a changed secret never reuses the old client.
      const key = `${cfg.issuer}\n${cfg.clientId}\n${hashToken(cfg.clientSecret)}`;
      const cached = configs.get(key);
      if (cached && cached.metadata === metadata) return cached.config;
      // client_secret_post unless the provider only takes HTTP Basic (Google and Facebook take post).
      const methods = metadata.token_endpoint_auth_methods_supported;
      const auth = methods && !methods.includes('client_secret_post') && methods.includes('client_secret_basic')
        ? client.ClientSecretBasic(cfg.clientSecret) : client.ClientSecretPost(cfg.clientSecret);
      const config = new client.Configuration(metadata, cfg.clientId, cfg.clientSecret, auth);
      config.timeout = PROVIDER_TIMEOUT_SECONDS;
      for (const apply of options(cfg.issuer).execute ?? []) apply(config);
      configs.set(key, { metadata, config });
      return config;
    },
  };
}
export type OidcClients = ReturnType<typeof createOidcClients>;
