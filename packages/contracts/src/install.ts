import { z } from 'zod';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

const manifestIcon = z.object({
  src: z.string().min(1),
  sizes: z.string().regex(/^\d+x\d+$/),
  type: z.literal('image/png'),
  purpose: z.enum(['any', 'maskable']),
});

/** `GET /manifest.webmanifest` (and `/manifest.json`): the web app manifest of the merchant whose domain was asked. */
export const webManifestSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  short_name: z.string().min(1).max(12),
  lang: z.string(),
  start_url: z.literal('/'),
  scope: z.literal('/'),
  display: z.literal('standalone'),
  orientation: z.literal('any'),
  theme_color: hexColour,
  background_color: hexColour,
  icons: z.array(manifestIcon).min(3),
});
export type WebManifest = z.infer<typeof webManifestSchema>;

export const SUPPORT_CHANNEL_TYPES = ['LINE', 'TELEGRAM', 'WHATSAPP', 'EMAIL', 'PHONE', 'LIVE_CHAT'] as const;
export type SupportChannelType = (typeof SUPPORT_CHANNEL_TYPES)[number];

/** Where each messenger's links may point: a link elsewhere under a messenger's name is refused. */
const CHANNEL_HOSTS: Partial<Record<SupportChannelType, readonly string[]>> = {
  LINE: ['line.me', 'lin.ee', 'page.line.me'],
  TELEGRAM: ['t.me', 'telegram.me'],
  WHATSAPP: ['wa.me', 'api.whatsapp.com', 'chat.whatsapp.com'],
};

function httpsUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

/**
 * One support channel as an operator gives it: an https link for LINE, Telegram, WhatsApp and an
 * outside live chat; an address for e-mail; an international number for phone.
 */
export const supportChannelInput = z.object({
  type: z.enum(SUPPORT_CHANNEL_TYPES),
  label: z.string().trim().min(1).max(60),
  value: z.string().trim().min(3).max(300),
}).superRefine((c, ctx) => {
  const bad = (message: string) => ctx.addIssue({ code: 'custom', path: ['value'], message });
  if (c.type === 'EMAIL') {
    if (!z.email().safeParse(c.value).success) bad('An e-mail address');
    return;
  }
  if (c.type === 'PHONE') {
    if (!/^\+[1-9]\d{6,14}$/.test(c.value.replace(/[\s-]/g, ''))) bad('An international number: + and 7 to 15 digits');
    return;
  }
  const url = httpsUrl(c.value);
  if (!url) {
    bad('An https link');
    return;
  }
  const hosts = CHANNEL_HOSTS[c.type];
  if (hosts && !hosts.includes(url.hostname.toLowerCase())) bad(`A link on ${hosts.join(', ')}`);
});
export type SupportChannelInput = z.infer<typeof supportChannelInput>;

/** `PUT /wps/operator/merchants/:merchantCode/support-channels`: the whole list, in the order players see it. */
export const supportChannelsBody = z.object({
  channels: z.array(supportChannelInput).max(12),
});
export type SupportChannelsBody = z.infer<typeof supportChannelsBody>;

/** What the operator reads back: the stored links (plain; the permission payload encrypts them). */
export const supportChannelsResponse = z.array(z.object({ type: z.enum(SUPPORT_CHANNEL_TYPES), label: z.string(), url: z.string() }));

/** The link a channel opens: mailto: and tel: for address and number, the https link otherwise. */
export function supportChannelUrl(c: SupportChannelInput): string {
  if (c.type === 'EMAIL') return `mailto:${c.value}`;
  if (c.type === 'PHONE') return `tel:${c.value.replace(/[\s-]/g, '')}`;
  return c.value;
}
