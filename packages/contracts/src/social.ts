import { z } from 'zod';

/**
 * Social login (spec §2: Facebook and Google when enabled) through OpenID Connect; see
 * docs/decisions/0012. Each provider is turned on by its feature flag SOCIAL_LOGIN_<PROVIDER> and
 * configured per merchant by an operator.
 */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export const socialProvider = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof socialProvider>;

export const socialProviderParam = z.object({ provider: socialProvider });

/**
 * `GET /wps/session/social/:provider/start`: a browser navigation, so the merchant travels in the
 * query (a navigation cannot send the Merchant header).
 */
export const socialStartQuery = z.object({
  site: z.enum(['member', 'agent']).default('member'),
  merchant: z.string().trim().toLowerCase().max(32).optional(),
});

/** `POST /wps/session/login/social`: the one-time ticket the callback put in `/?socialTicket=`. */
export const socialLoginBody = z.object({
  ticket: z.string().min(20).max(100),
}).strict();

/** `PUT /wps/operator/merchants/:merchantCode/social/:provider`: the OpenID Connect client at the provider. */
export const socialProviderInput = z.object({
  /** The provider's issuer identifier, e.g. https://accounts.google.com or https://www.facebook.com. */
  issuer: z.url({ protocol: /^https?$/ }).max(500),
  clientId: z.string().trim().min(1).max(500),
  clientSecret: z.string().min(1).max(1000),
}).strict();
export type SocialProviderInput = z.infer<typeof socialProviderInput>;

export const operatorSocialParam = z.object({
  merchantCode: z.string().trim().min(1).max(32),
  provider: socialProvider,
});

/** What operators see of a configured provider: never the secret, only enough of it to recognise. */
export const socialProviderView = z.object({
  provider: socialProvider,
  issuer: z.string(),
  clientId: z.string(),
  /** "••••" and the secret's last four characters (none for short secrets). */
  clientSecretHint: z.string(),
  /** The SOCIAL_LOGIN_<PROVIDER> flag: players see the button only when it is on. */
  enabled: z.boolean(),
});
export type SocialProviderView = z.infer<typeof socialProviderView>;
