/** The affiliate code a visitor arrived with (`?aff=` or `?affiliateCode=`), spec §4 registration. */
export function affiliateCodeFromUrl(search: string): string {
  const params = new URLSearchParams(search);
  return (params.get('aff') ?? params.get('affiliateCode') ?? '').trim();
}
