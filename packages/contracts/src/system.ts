import { z } from 'zod';
import { FEATURE_FLAGS, REGISTER_FIELDS, RESOURCE_TYPES, type FeatureFlag } from './constants';
import { languageSchema, regionEntry } from './merchants';

export const systemStatusValue = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatus = z.infer<typeof systemStatusValue>;

export const featureFlagsSchema = z.object(
  Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean()])) as Record<FeatureFlag, z.ZodBoolean>,
);
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const statusResponse = z.object({
  status: systemStatusValue,
  ip: z.string(),
  countryCode: z.string().nullable(),
});

export const themeSchema = z.object({
  primary: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  primaryContrast: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  secondary: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  accent: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  background: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  surface: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  text: z.string().regex(/^#[0-9a-fA-F]{6}$/),
});
export type Theme = z.infer<typeof themeSchema>;

export const whitelabelSchema = z.object({
  siteName: z.string().min(1).max(64),
  /** Path or data URL of the logo; served by us, never an external host. */
  logoUrl: z.string().max(200_000),
  theme: themeSchema,
});
export type Whitelabel = z.infer<typeof whitelabelSchema>;


export const registerFieldConfig = z.object({
  field: z.enum(REGISTER_FIELDS),
  enabled: z.boolean(),
  required: z.boolean(),
  /** A regular expression source, or '*' for anything. */
  acceptedPattern: z.string().min(1).max(500),
  patternId: z.string().min(1).max(64),
  minLength: z.number().int().min(0).max(500),
  maxLength: z.number().int().min(1).max(500),
});
export type RegisterFieldConfig = z.infer<typeof registerFieldConfig>;

export const domainRouteSchema = z.object({
  mainDomain: z.string(),
  mirrors: z.array(z.object({ url: z.string(), label: z.string() })),
});

export const helpCenterQuery = z.object({
  lang: z.string().max(10).optional(),
  device: z.string().max(16).optional(),
});
export const helpCenterSchema = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    /** `content`: the article as safe HTML, cleaned by the server (formatting tags and safe links only). */
    items: z.array(z.object({ id: z.string(), title: z.string(), content: z.string() })),
  }),
);

export const resourceSchema = z.object({ labelNameEn: z.string(), url: z.string() });

export const customerServiceEntry = z.object({
  type: z.enum(['LIVE_CHAT', 'TELEGRAM', 'LINE', 'WHATSAPP', 'EMAIL', 'PHONE']),
  label: z.string(),
  /** Link encrypted with the key that forms its last 8 characters (see docs/decisions/0004). */
  link: z.string(),
});

export const permissionSchema = z.object({
  info: z.object({
    customerService: z.array(customerServiceEntry),
    domainRoute: domainRouteSchema,
    resources: z.partialRecord(z.enum(RESOURCE_TYPES), resourceSchema),
    whitelabel: whitelabelSchema,
    register: z.array(registerFieldConfig),
    mainDomain: z.string(),
    analytics: z.object({ enabled: z.boolean(), measurementId: z.string().nullable() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    features: featureFlagsSchema,
    merchant: regionEntry,
    regions: z.array(regionEntry),
    /** A staging site (production with STAND_INS=on): test payments and games, which every page says. */
    staging: z.boolean(),
  }),
  location: z.object({ ip: z.string(), countryCode: z.string().nullable() }),
  maintenance: z.object({ notice: z.string() }).nullable(),
  regionRestriction: z.object({ notice: z.string() }).nullable(),
  status: systemStatusValue,
  /** When true, calls marked E must be sent encrypted. */
  encryption: z.boolean(),
  language: languageSchema,
});
export type Permission = z.infer<typeof permissionSchema>;

export const rsaKeyResponse = z.object({ publicKey: z.string(), keyId: z.string() });
