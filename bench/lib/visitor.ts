/**
 * Who the phone benches (bench:lighthouse, bench:main-thread) visit as. A real player's address gives
 * the site a country (spec §3 start-up: the region comes from the permission data's country code),
 * so the first-visit region picker opens only for an address the geo database does not place in a
 * supported country, as 127.0.0.1 is. BENCH_VISITOR=th (the default) visits from a Thai mobile
 * address, given by X-Forwarded-For through the one proxy hop the server is told to trust (as behind
 * production's load balancer); BENCH_VISITOR=unknown visits from 127.0.0.1 and so meets the picker.
 */
const ADDRESSES: Record<string, string | null> = {
  th: '171.96.0.1', // a Thai mobile network's range (geoip-country: TH)
  unknown: null,
};

const chosen = process.env.BENCH_VISITOR ?? 'th';
if (!(chosen in ADDRESSES)) throw new Error(`BENCH_VISITOR must be one of ${Object.keys(ADDRESSES).join(', ')}`);
const address = ADDRESSES[chosen] ?? null;

/** How the visitor is described in a bench's printout. */
export const VISITOR_LABEL = address ? `a visitor from ${chosen.toUpperCase()} (${address})` : 'a visitor from an unplaced address (the region picker opens)';

/** The server's environment: one trusted proxy hop, so the forwarded address counts. */
export const VISITOR_SERVER_ENV: Record<string, string> = address ? { TRUST_PROXY_HOPS: '1' } : {};

/** Headers every request of the visit carries. */
export const VISITOR_HEADERS: Record<string, string> = address ? { 'X-Forwarded-For': address } : {};
