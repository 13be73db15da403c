/**
 * Masked destinations for screens and hints: enough for the owner to recognise their own number or
 * address, too little for someone looking over a shoulder (or holding a stolen token) to learn it.
 */

const DOTS = '•••';

/** "+66 ••• 5678": the dialing code and the last four digits (fewer when the number is short). */
export function maskMobile(dialingCode: string | null, mobile: string): string {
  const shown = mobile.length > 6 ? 4 : Math.max(0, Math.min(2, mobile.length - 2));
  const tail = mobile.slice(mobile.length - shown);
  return `${dialingCode ? `+${dialingCode} ` : ''}${DOTS}${tail ? ` ${tail}` : ''}`;
}

/** "s•••@mail.com": the first character of the local part and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return DOTS;
  return `${[...email][0]}${DOTS}${email.slice(at)}`;
}

/** "S•••": a real name's first character, enough to tell two players apart in a list, not to learn the name. */
export function maskName(name: string): string {
  const first = [...name.trim()][0];
  return first ? `${first}${DOTS}` : DOTS;
}

/** "203.0.•••.•••" or "2001:db8:•••": the network, not the host. */
export function maskIp(ip: string): string {
  if (ip.includes(':')) return `${ip.split(':').slice(0, 2).join(':')}:${DOTS}`;
  const parts = ip.split('.');
  return parts.length === 4 ? `${parts[0]}.${parts[1]}.${DOTS}.${DOTS}` : DOTS;
}

/** "so•••88": a username's first two and last two characters (one and one when short), so a friend is recognised, not learnt. */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length <= 2) return `${chars[0] ?? ''}${DOTS}`;
  const shown = chars.length >= 6 ? 2 : 1;
  return `${chars.slice(0, shown).join('')}${DOTS}${chars.slice(-shown).join('')}`;
}
