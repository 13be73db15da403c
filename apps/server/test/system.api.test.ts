import { LANGUAGES, matchesPattern, permissionSchema } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpArticles } from '../src/db/schema';
import { decryptServiceLink } from '../src/lib/crypto';
import { createTestPlatform, type TestPlatform } from './helpers';

let p: TestPlatform;
beforeAll(async () => {
  // One proxy hop trusted, so tests can present visitor IPs from different countries.
  p = await createTestPlatform({ TRUST_PROXY_HOPS: '1' });
});
afterAll(() => p.close());

const THAI_IP = '1.46.0.1';
const US_IP = '8.8.8.8';

describe('system endpoints', () => {
  it('seeds the six merchants with currency, languages and phone rules', async () => {
    const { body } = await p.call({ method: 'GET', url: '/wps/system/regions' });
    const byCode = Object.fromEntries(body.value.map((m: { merchantCode: string }) => [m.merchantCode, m]));
    expect(Object.keys(byCode)).toEqual(['thailand', 'myanmar', 'indonesia', 'india', 'brazil', 'mexico']);
    expect(byCode.thailand).toMatchObject({ country: 'TH', currency: 'THB', currencySymbol: '฿', langList: ['TH', 'EN', 'CN'], isDefault: true, dialingCode: '66' });
    expect(byCode.myanmar).toMatchObject({ currency: 'MMK', langList: ['MY', 'EN', 'CN'] });
    expect(byCode.indonesia).toMatchObject({ currency: 'IDRK', isoCurrency: 'IDR', langList: ['ID', 'EN'] });
    expect(byCode.india).toMatchObject({ currency: 'INR', langList: ['HI', 'EN'], phoneDigitsMin: 10, phoneDigitsMax: 10 });
    expect(byCode.brazil).toMatchObject({ currency: 'BRL', langList: ['PT', 'EN'] });
    expect(byCode.mexico).toMatchObject({ currency: 'MXN', langList: ['ES', 'EN'] });
  });

  it('returns the permission payload with location from GeoIP', async () => {
    const { body } = await p.call({ method: 'GET', url: '/wps/system/permission', headers: { 'x-forwarded-for': THAI_IP } });
    const value = permissionSchema.parse(body.value);
    expect(value.location).toEqual({ ip: THAI_IP, countryCode: 'TH' });
    expect(value.status).toBe(0);
    expect(value.maintenance).toBeNull();
    expect(value.regionRestriction).toBeNull();
    expect(Object.keys(value.info.resources).sort()).toEqual(['FACEBOOK', 'TELEGRAM', 'TELEGRAM1']);
    expect(value.info.resources.TELEGRAM).toMatchObject({ labelNameEn: expect.any(String), url: expect.stringContaining('t.me') });
    expect(value.info.regions).toHaveLength(6);
    expect(value.info.register.find((f) => f.field === 'username')).toMatchObject({ enabled: true, required: true });
    expect(value.info.mainDomain).toBe('thailand.royallotus.example');
    const us = await p.call({ method: 'GET', url: '/wps/system/status', headers: { 'x-forwarded-for': US_IP } });
    expect(us.body.value.countryCode).toBe('US');
  });

  it('encrypts customer-service links with the key in their last 8 characters', async () => {
    const { body } = await p.call({ method: 'GET', url: '/wps/system/permission' });
    const links = body.value.info.customerService as { type: string; link: string }[];
    expect(links.length).toBeGreaterThan(0);
    // Base64 may itself begin with "/", so check that no plain link text shows, not the first character.
    for (const l of links) expect(l.link).not.toMatch(/https?:|mailto:|t\.me|\?merchant=/);
    const telegram = links.find((l) => l.type === 'TELEGRAM')!;
    expect(decryptServiceLink(telegram.link)).toBe('https://t.me/royallotus_thailand');
  });

  it('serves whitelabel, registration config, domain route per merchant', async () => {
    const wl = await p.call({ method: 'GET', url: '/wps/system/whitelabel', headers: { merchant: 'brazil' } });
    expect(wl.body.value.theme.primary).toMatch(/^#[0-9a-f]{6}$/);
    const reg = await p.call({ method: 'GET', url: '/wps/system/setting/register', headers: { merchant: 'india' } });
    const mobile = reg.body.value.find((f: { field: string }) => f.field === 'mobileNum');
    expect(mobile).toMatchObject({ patternId: 'DIGITS', minLength: 10, maxLength: 10 });
    expect(matchesPattern(mobile.acceptedPattern, '9876543210', mobile.minLength, mobile.maxLength)).toBe(true);
    expect(matchesPattern(mobile.acceptedPattern, '98765', mobile.minLength, mobile.maxLength)).toBe(false);
    const dr = await p.call({ method: 'GET', url: '/wps/system/domainRoute', headers: { merchant: 'mexico' } });
    expect(dr.body.value.mainDomain).toBe('mexico.royallotus.example');
    expect(dr.body.value.mirrors).toHaveLength(3);
  });

  it('serves the help center in the asked language with EN fallback, including the terms article', async () => {
    const th = await p.call({ method: 'GET', url: '/wps/system/helpCenter?lang=TH&device=WEB' });
    const en = await p.call({ method: 'GET', url: '/wps/system/helpCenter?lang=EN&device=WEB' });
    expect(th.body.value[0].title).not.toBe(en.body.value[0].title);
    const terms = en.body.value.flatMap((c: { items: { id: string }[] }) => c.items).find((i: { id: string }) => i.id === 'term');
    expect(terms.content).toContain('18');
    for (const lang of LANGUAGES) {
      const r = await p.call({ method: 'GET', url: `/wps/system/helpCenter?lang=${lang}&device=WEB` });
      expect(r.body.value.length, lang).toBeGreaterThan(0);
    }
  });

  it('serves help articles as safe HTML, whatever was stored (decision 0041)', async () => {
    await p.database.db.insert(helpArticles).values([
      { merchantCode: 'mexico', language: 'ES', device: 'WEB', categoryKey: 'zz', categoryTitle: 'Prueba', articleKey: 'zz-html', title: 'HTML', content: '<p onmouseover="steal()">Hola<script>steal()</script> <a href="javascript:steal()">x</a></p>', sort: 999 },
      { merchantCode: 'mexico', language: 'ES', device: 'WEB', categoryKey: 'zz', categoryTitle: 'Prueba', articleKey: 'zz-text', title: 'Texto', content: 'Uno & dos\nDos\n\nTres', sort: 1000 },
    ]);
    const { body } = await p.call({ method: 'GET', url: '/wps/system/helpCenter?lang=ES&device=WEB', headers: { merchant: 'mexico' } });
    const items = Object.fromEntries(body.value.flatMap((c: { items: { id: string; content: string }[] }) => c.items).map((i: { id: string; content: string }) => [i.id, i.content]));
    expect(items['zz-html']).toBe('<p>Hola <a>x</a></p>');
    expect(items['zz-text']).toBe('<p>Uno &amp; dos<br>Dos</p><p>Tres</p>');
  });

  it('gives the RSA public key', async () => {
    const { body } = await p.call({ method: 'GET', url: '/wps/session/key/rsa' });
    expect(body.value.publicKey).toContain('BEGIN PUBLIC KEY');
    expect(body.value.keyId).toHaveLength(16);
  });
});
