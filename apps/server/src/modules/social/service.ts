import crypto from 'node:crypto';
import * as client from 'openid-client';
import type { FeatureFlag, SocialProvider, SocialProviderInput, SocialProviderView } from '@platform/contracts';
import { SOCIAL_PROVIDERS } from '@platform/contracts';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import type { Cache } from '../../lib/cache';
import { hashToken, newToken } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { Actor } from '../audit/service';
import type { MemberService } from '../member/service';
import type { Merchant, MerchantService, SocialProviderConfig } from '../merchant/service';
import { createOidcClients, providerFailure } from './oidc';
import * as repo from './repo';

type Site = 'member' | 'agent';

/** The player has 10 minutes at the provider (sign-in, consent, a second factor). */
const STATE_SECONDS = 600;
/** The ticket only has to survive the redirect back to the SPA and one call. */
const TICKET_SECONDS = 60;

/** Facebook names its profile permission public_profile; asking it for `profile` fails the request. */
const SCOPES: Record<SocialProvider, string> = {
  google: 'openid email profile',
  facebook: 'openid email public_profile',
};

const FLAGS: Record<SocialProvider, FeatureFlag> = { google: 'SOCIAL_LOGIN_GOOGLE', facebook: 'SOCIAL_LOGIN_FACEBOOK' };

/** What waits in the cache between start and callback, under the state. */
interface PendingLogin {
  provider: SocialProvider;
  merchantCode: string;
  site: Site;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  /** SHA-256 of the browser-binding cookie value. */
  binding: string;
}

interface Ticket { memberId: number; merchantCode: string; site: Site; provider: SocialProvider }

const stateKey = (state: string) => `social-state:${hashToken(state)}`;
const ticketKey = (ticket: string) => `social-ticket:${hashToken(ticket)}`;

function sameHash(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** "••••" plus the last four characters: operators recognise which secret is set; nobody can use it. */
export function secretHint(secret: string): string {
  return secret.length >= 12 ? `••••${secret.slice(-4)}` : '••••';
}

/** The request's context for another merchant: the callback arrives from the provider without our headers. */
function withMerchant(ctx: RequestContext, merchant: Merchant): RequestContext {
  return { merchant, language: ctx.language, device: ctx.device, ip: ctx.ip, get countryCode() { return ctx.countryCode; } };
}

/**
 * Social login through OpenID Connect (docs/decisions/0012): start → provider → callback → one-time
 * ticket → the SPA trades the ticket for the same login answer a password login gives.
 */
export function createSocialService(deps: {
  db: Db; cache: Cache; merchants: MerchantService; members: MemberService; nodeEnv: string; now?: () => Date;
}) {
  const { db, cache, merchants, members } = deps;
  const now = deps.now ?? (() => new Date());
  const oidc = createOidcClients({ nodeEnv: deps.nodeEnv });

  function view(merchantCode: string, provider: SocialProvider, cfg: SocialProviderConfig): SocialProviderView {
    return {
      provider, issuer: cfg.issuer, clientId: cfg.clientId, clientSecretHint: secretHint(cfg.clientSecret),
      enabled: merchants.settings(merchantCode).features[FLAGS[provider]],
    };
  }

  /** A provider is usable only when the operator turned its flag on and configured its client. */
  function requireProvider(merchantCode: string, provider: SocialProvider): SocialProviderConfig {
    const settings = merchants.settings(merchantCode);
    if (!settings.features[FLAGS[provider]]) throw new AppError('social.provider_disabled');
    const cfg = settings.socialProviders[provider];
    if (!cfg) throw new AppError('social.provider_not_configured');
    return cfg;
  }

  function assertScope(actor: Actor, merchantCode: string) {
    if (actor.merchantCode !== null && actor.merchantCode !== merchantCode) throw new AppError('auth.forbidden');
    merchants.settings(merchantCode);
  }

  /**
   * The member behind a provider account. An unknown subject always gets a new member: a social login
   * is never joined to an existing account because the e-mail addresses match. Whoever controls that
   * address at the provider (or at a provider that does not verify addresses) would otherwise take
   * over the account that registered with it; joining accounts is for a logged-in player to do.
   */
  async function memberFor(ctx: RequestContext, provider: SocialProvider, claims: client.IDToken): Promise<number> {
    const merchantCode = ctx.merchant.merchantCode;
    const verified = typeof claims.email === 'string' && claims.email_verified === true ? claims.email.trim().toLowerCase() : '';
    // An address longer than our column allows is dropped, not cut: a cut address is someone else's.
    const email = verified && verified.length <= 120 ? verified : null;
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : null;
    const at = now();
    const known = await repo.findIdentity(db, merchantCode, provider, claims.sub);
    if (known) {
      await repo.touchIdentity(db, known.id, at, email);
      return known.memberId;
    }
    const member = await members.createExternalMember(ctx, {
      usernameHint: email?.split('@')[0] ?? name ?? provider, email, nickname: name, via: `social:${provider}`,
    }, async (tx, memberId) => !!(await repo.insertIdentity(tx, { memberId, merchantCode, provider, subject: claims.sub, email, lastUsedAt: at })));
    if (member) return member.id;
    // The same provider account finished two first logins at once and the other one linked first; the
    // member this request made was rolled back with its failed link.
    const winner = await repo.findIdentity(db, merchantCode, provider, claims.sub);
    if (!winner) throw new AppError('system.unavailable');
    return winner.memberId;
  }

  return {
    list(actor: Actor, merchantCode: string): SocialProviderView[] {
      assertScope(actor, merchantCode);
      const configured = merchants.settings(merchantCode).socialProviders;
      return SOCIAL_PROVIDERS.flatMap((p) => (configured[p] ? [view(merchantCode, p, configured[p])] : []));
    },

    async configure(actor: Actor, merchantCode: string, provider: SocialProvider, input: SocialProviderInput): Promise<SocialProviderView> {
      assertScope(actor, merchantCode);
      const issuer = new URL(input.issuer);
      // Production talks to providers over TLS only (see oidc.ts insecureAllowed). Query and fragment
      // are not part of an issuer identifier (OpenID Connect Discovery §2).
      if ((issuer.protocol !== 'https:' && deps.nodeEnv === 'production') || issuer.search || issuer.hash) throw new AppError('social.issuer_invalid');
      // Kept exactly as given: the discovery document's issuer must match it character for character.
      const cfg = { issuer: input.issuer, clientId: input.clientId, clientSecret: input.clientSecret };
      await merchants.setSocialProvider(actor, merchantCode, provider, cfg, (c) => ({ issuer: c.issuer, clientId: c.clientId, clientSecretHint: secretHint(c.clientSecret) }));
      return view(merchantCode, provider, cfg);
    },

    async remove(actor: Actor, merchantCode: string, provider: SocialProvider) {
      assertScope(actor, merchantCode);
      // Removing what is not there changes nothing, so it is not audited either.
      if (!merchants.settings(merchantCode).socialProviders[provider]) return;
      await merchants.setSocialProvider(actor, merchantCode, provider, null, (c) => ({ issuer: c.issuer, clientId: c.clientId, clientSecretHint: secretHint(c.clientSecret) }));
    },

    /**
     * The authorization request: PKCE, state and nonce wait in the cache under the state, bound to the
     * browser by a secret cookie (only its hash is kept), so a state seen elsewhere (logs, a shared
     * link) cannot be completed in another browser. An existing binding is reused so two tabs work.
     */
    async start(ctx: RequestContext, input: { merchantCode: string | undefined; provider: SocialProvider; site: Site; binding: string | undefined }) {
      const merchant = merchants.resolve(input.merchantCode ?? ctx.merchant.merchantCode);
      // The provider sends the browser (and the code) back here: the merchant's configured base URL, never the Host header (decision 0029).
      const redirectUri = `${merchants.publicBaseUrl(merchant.merchantCode)}/wps/session/social/${input.provider}/callback`;
      const cfg = requireProvider(merchant.merchantCode, input.provider);
      const config = await oidc.configuration(cfg);
      const binding = input.binding && /^[\w-]{43}$/.test(input.binding) ? input.binding : newToken().token;
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const pending: PendingLogin = {
        provider: input.provider, merchantCode: merchant.merchantCode, site: input.site, codeVerifier, nonce,
        redirectUri, binding: hashToken(binding),
      };
      await cache.set(stateKey(state), JSON.stringify(pending), STATE_SECONDS);
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri, scope: SCOPES[input.provider], state, nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier), code_challenge_method: 'S256',
      });
      return { url: url.href, binding, bindingSeconds: STATE_SECONDS };
    },

    /**
     * The provider's answer: the state is taken once (a replay finds nothing), must come back to the
     * browser that started it, and the code is exchanged with the PKCE verifier; the ID token must
     * carry our nonce. Returns the one-time ticket for the SPA and the site it logs in to.
     */
    async callback(ctx: RequestContext, provider: SocialProvider, params: URLSearchParams, binding: string | undefined): Promise<{ ticket: string; site: Site }> {
      const state = params.get('state');
      const raw = state ? await cache.take(stateKey(state)) : null;
      if (!state || !raw) throw new AppError('social.state_invalid');
      const pending = JSON.parse(raw) as PendingLogin;
      if (pending.provider !== provider) throw new AppError('social.state_invalid');
      if (!binding || !sameHash(hashToken(binding), pending.binding)) throw new AppError('social.browser_mismatch');
      const error = params.get('error');
      if (error) throw new AppError(error === 'access_denied' ? 'social.cancelled' : 'social.provider_failed');

      const merchant = merchants.resolve(pending.merchantCode);
      // The operator may have turned the provider off while the player was at the provider.
      const cfg = requireProvider(merchant.merchantCode, provider);
      const config = await oidc.configuration(cfg);
      const currentUrl = new URL(pending.redirectUri);
      currentUrl.search = params.toString();
      let claims: client.IDToken | undefined;
      try {
        const tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: pending.codeVerifier, expectedState: state, expectedNonce: pending.nonce, idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (err) {
        throw providerFailure(err);
      }
      if (!claims?.sub) throw providerFailure(new Error('no ID token subject'));

      const memberId = await memberFor(withMerchant(ctx, merchant), provider, claims);
      const ticket = newToken().token;
      const value: Ticket = { memberId, merchantCode: merchant.merchantCode, site: pending.site, provider };
      await cache.set(ticketKey(ticket), JSON.stringify(value), TICKET_SECONDS);
      return { ticket, site: pending.site };
    },

    /**
     * `POST /wps/session/login/social`: the ticket is taken (gone even when what follows fails) and
     * becomes a session with the same rules and answer as a password login.
     */
    async login(ctx: RequestContext, ticket: string) {
      const raw = await cache.take(ticketKey(ticket));
      if (!raw) throw new AppError('social.ticket_invalid');
      const t = JSON.parse(raw) as Ticket;
      if (t.merchantCode !== ctx.merchant.merchantCode) throw new AppError('social.ticket_invalid');
      requireProvider(t.merchantCode, t.provider);
      return members.startSessionFor(ctx, t.memberId, t.site, `social:${t.provider}`);
    },
  };
}
export type SocialService = ReturnType<typeof createSocialService>;
