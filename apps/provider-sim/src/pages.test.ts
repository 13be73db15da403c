import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { gamePage } from './pages';

/** A stand-in element: what the page script reads and writes. */
class El {
  private text = '';
  /** As the DOM does: null and undefined clear the text, anything else is written as a string. */
  get textContent(): string {
    return this.text;
  }
  set textContent(value: unknown) {
    this.text = value === null || value === undefined ? '' : String(value);
  }
  className = '';
  disabled = false;
  dataset: Record<string, string> = {};
  private handlers: (() => unknown)[] = [];
  classList = { add: (c: string) => void (this.className += ` ${c}`), remove: (c: string) => void (this.className = this.className.replace(c, '')) };
  addEventListener(_type: string, fn: () => unknown) {
    this.handlers.push(fn);
  }
  click() {
    for (const fn of this.handlers) fn();
  }
}

/**
 * Runs a game page's own script against a minimal document and a scripted /api answer: the page as a
 * browser runs it, without a browser.
 */
function runPage(kind: 'table' | 'slot', answers: Record<string, unknown>) {
  const html = gamePage({ kind, vendor: 'JDB', game: 'dt1', name: 'Dragon Tiger', lang: 'EN', currency: 'THB', mode: 'wallet', token: 't'.repeat(40) });
  const cfg = html.match(/<script type="application\/json" id="cfg">([\s\S]*?)<\/script>/)![1]!;
  const script = html.match(/<script>([\s\S]*?)<\/script>/)![1]!;
  const ids: Record<string, El> = {};
  const byId = (name: string) => (ids[name] ??= new El());
  const reels = ['🍒', '🔔', '7️⃣'].map((face) => {
    const reel = new El();
    reel.textContent = face;
    return reel;
  });
  const document = {
    getElementById: (name: string) => (name === 'cfg' ? { textContent: cfg } : byId(name)),
    querySelector: (sel: string) => (sel.startsWith('#') ? byId(sel.slice(1)) : null),
    querySelectorAll: (sel: string) => (sel === '.reel' ? reels : sel === 'button' ? [byId('play')] : []),
  };
  const fetch = async (path: string) => ({ json: async () => answers[path] });
  const window = { parent: null as unknown };
  window.parent = window;
  vm.runInNewContext(script, { document, fetch, window, history: { back() {} }, Intl, JSON, Math, Number, console });
  return { byId, reels };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('provider-sim game pages', () => {
  it('Dragon Tiger shows no NaN when a bet is refused (a 0.00 balance), and shows both cards after a deal', async () => {
    const refused = runPage('table', {
      '/api/session': { ok: true, balance: 0 },
      '/api/play': { ok: false, errorCode: 'provider.insufficient_funds', balance: 0 },
    });
    await settle();
    refused.byId('play').click();
    await settle();
    expect(refused.byId('msg').textContent).toBe('Insufficient balance');
    for (const side of ['dragon', 'tiger']) expect(refused.byId(side).textContent).not.toContain('NaN');

    const dealt = runPage('table', {
      '/api/session': { ok: true, balance: 10_000 },
      '/api/play': { ok: true, win: 200, balance: 10_100, result: { dragon: 12, tiger: 14, winner: 'dragon', bet: 'dragon' } },
    });
    await settle();
    dealt.byId('play').click();
    await settle();
    expect([dealt.byId('dragon').textContent, dealt.byId('tiger').textContent]).toEqual(['K♠', '2♥']);
    expect(dealt.byId('tiger').className).toContain('red');
  });

  it('a refused spin says why and leaves the slot\'s reels showing symbols', async () => {
    const page = runPage('slot', {
      '/api/session': { ok: true, balance: 0 },
      '/api/play': { ok: false, errorCode: 'provider.insufficient_funds', balance: 0 },
    });
    await settle();
    page.byId('play').click();
    await settle();
    expect(page.byId('msg').textContent).toBe('Insufficient balance');
    expect(page.reels.map((r) => r.textContent)).toEqual(['🍒', '🔔', '7️⃣']);
  });
});
