// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient module types must reach every workspace that compiles this file
/// <reference path="./geoip-country.d.ts" />
import geoip from 'geoip-country';
import ipaddr from 'ipaddr.js';

const recent = new Map<string, string | null>();
const RECENT_MAX = 20_000;

/** Country of an IP from the bundled GeoLite2-based data (no network). Null for private or unknown IPs. */
export function countryOf(ip: string): string | null {
  const hit = recent.get(ip);
  if (hit !== undefined) return hit;
  const found = lookupCountry(ip);
  // Players make many requests from one address; a bounded map saves the parse and binary search.
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
  recent.set(ip, found);
  return found;
}

function lookupCountry(ip: string): string | null {
  try {
    return geoip.lookup(normalizeIp(ip))?.country ?? null;
  } catch {
    return null;
  }
}

/** "::ffff:1.2.3.4" → "1.2.3.4" so IPv4 ranges match IPv4 clients on dual-stack sockets. */
export function normalizeIp(ip: string): string {
  // Fast paths for what sockets give almost always: plain IPv4, or IPv4-mapped IPv6.
  if (!ip.includes(':')) return ip;
  if (ip.startsWith('::ffff:') && ip.includes('.')) return ip.slice(7);
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address().toString();
  }
  return parsed.toString();
}

/** Parses an IP or CIDR into canonical CIDR text, or null when it is neither. */
export function canonicalCidr(value: string): string | null {
  try {
    if (value.includes('/')) {
      const [addr, bits] = ipaddr.parseCIDR(value);
      // Canonicalise to the network address so "10.1.2.3/8" and "10.0.0.0/8" are the same entry.
      const network = addr.kind() === 'ipv4'
        ? ipaddr.IPv4.networkAddressFromCIDR(value)
        : ipaddr.IPv6.networkAddressFromCIDR(value);
      return `${network.toString()}/${bits}`;
    }
    const addr = ipaddr.parse(value);
    return `${addr.toString()}/${addr.kind() === 'ipv4' ? 32 : 128}`;
  } catch {
    return null;
  }
}

export function ipInCidr(ip: string, cidr: string): boolean {
  try {
    const addr = ipaddr.parse(normalizeIp(ip));
    const range = ipaddr.parseCIDR(cidr);
    return addr.kind() === range[0].kind() && addr.match(range);
  } catch {
    return false;
  }
}
