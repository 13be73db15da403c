import { describe, expect, it } from 'vitest';
import { countryName, currencyName, displayNamesFor, exportTime, formatDate, formatDateTime, formatDay, formatYear, seedDisplayNames, zoneLabel } from './format';

// One withdrawal at 18:32 UTC: 01:32 the next day in Bangkok. Issue 17 found it shown as 18:32 in one
// list (the browser's zone) and 01:32 in another, with Buddhist and Gregorian years on one page.
const WITHDRAWAL = '2026-11-20T18:32:05Z';

describe('dates and times (decision 0038)', () => {
  it('shows an instant in the merchant zone, whatever zone the browser is in', () => {
    const bangkok = formatDateTime(WITHDRAWAL, 'EN', 'Asia/Bangkok');
    expect(bangkok).toMatch(/Nov 21, 2026/);
    expect(bangkok).toMatch(/1:32/);
    expect(formatDateTime(new Date(WITHDRAWAL), 'EN', 'Asia/Bangkok')).toBe(bangkok);
    expect(formatDateTime(WITHDRAWAL, 'EN', 'America/Mexico_City')).toMatch(/Nov 20, 2026.*12:32/);
    expect(formatDate(new Date(WITHDRAWAL), 'EN', 'Asia/Bangkok')).toBe('Nov 21, 2026');
  });

  it('counts years in the Gregorian calendar in every language, Thai included', () => {
    for (const language of ['TH', 'EN', 'CN', 'ES', 'PT', 'ID', 'HI', 'MY'] as const) {
      const text = [formatDateTime(WITHDRAWAL, language, 'Asia/Bangkok'), formatDay('2026-11-20', language), formatYear(new Date(WITHDRAWAL), language, 'Asia/Bangkok')].join(' ');
      // Myanmar writes its own digits: compare the year as Latin digits.
      const latin = text.replace(/[\u1040-\u1049]/g, (d) => String(d.charCodeAt(0) - 0x1040));
      expect(latin, language).toContain('2026');
      expect(latin, language).not.toContain('2569');
    }
  });

  it('names the zone as players read it, and writes exports in the same zone', () => {
    expect(zoneLabel('Asia/Bangkok', 'EN')).toBe('GMT+7');
    expect(zoneLabel('Asia/Yangon', 'EN')).toBe('GMT+6:30');
    expect(exportTime(WITHDRAWAL, 'Asia/Bangkok')).toBe('2026-11-21 01:32:05');
    expect(exportTime(WITHDRAWAL, 'UTC')).toBe('2026-11-20 18:32:05');
  });

  it('writes a calendar date (a period the server answers) without moving it to another day', () => {
    expect(formatDay('2026-11-20', 'EN')).toBe('Nov 20, 2026');
    expect(formatDay('2026-11-20', 'EN', { month: 'short', day: 'numeric' })).toBe('Nov 20');
  });
});

describe('country and currency names a drawn page came with', () => {
  it('are the names shown in that language (no Intl.DisplayNames built during hydration), other languages still ask Intl', () => {
    const regions = [{ country: 'MM', countryName: 'Myanmar', isoCurrency: 'MMK', currency: 'MMK' }];
    const drawn = displayNamesFor(regions, 'ES', 'Asia/Yangon', new Date('2026-12-31T18:00:00Z'));
    // 18:00 UTC on New Year's Eve is already 2027 in Yangon (+06:30): the year is the merchant zone's.
    expect(drawn).toEqual({ 'region:MM': countryName('MM', 'Myanmar', 'ES'), 'currency:MMK': currencyName('MMK', 'MMK', 'ES'), 'year:Asia/Yangon': '2027' });
    // A name that differs from what Intl would say proves the seeded one is used.
    seedDisplayNames('ES', { 'region:MM': 'Birmania (drawn)', 'currency:MMK': 'kiat (drawn)' });
    expect(countryName('MM', 'Myanmar', 'ES')).toBe('Birmania (drawn)');
    expect(currencyName('MMK', 'MMK', 'ES')).toBe('kiat (drawn)');
    expect(countryName('MM', 'Myanmar', 'PT')).not.toContain('(drawn)');
  });

  it('the footer year is the drawn one in that language and zone, and asks Intl otherwise', () => {
    seedDisplayNames('ES', { 'year:Asia/Yangon': '1999 (drawn)' });
    expect(formatYear(new Date(), 'ES', 'Asia/Yangon')).toBe('1999 (drawn)');
    expect(formatYear(new Date('2026-06-01T00:00:00Z'), 'ES', 'Asia/Bangkok')).toBe('2026');
    expect(formatYear(new Date('2026-06-01T00:00:00Z'), 'PT', 'Asia/Yangon')).toBe('2026');
  });
});
