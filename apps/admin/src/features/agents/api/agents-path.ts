/** The agent routes' base: every call names the merchant (decision 0051). */
export const agentsPath = (merchantCode: string) => `/wps/operator/merchants/${encodeURIComponent(merchantCode)}`;

/** `?pageNo=&pageSize=` (and any other filter) as a query string. */
export function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== '') params.set(k, String(v));
  const text = params.toString();
  return text ? `?${text}` : '';
}
