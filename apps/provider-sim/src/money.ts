/** Amounts are integer minor units inside the simulator and 2-decimal strings on the wire. */
export function toWire(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function fromWire(amount: string): number {
  const [whole, frac = ''] = amount.replace('-', '').split('.');
  const minor = Number(whole) * 100 + Number((frac + '00').slice(0, 2));
  return amount.startsWith('-') ? -minor : minor;
}
