import { FISH, type GameKind } from './games';
import { textsFor } from './i18n';

export interface PageParams {
  kind: GameKind;
  vendor: string;
  game: string;
  name: string;
  lang: string | null;
  currency: string;
  mode: 'wallet' | 'fun';
  token: string | null;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a <script> block: "<" escaped so no string can close the block. */
const inlineJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Thai",sans-serif;background:radial-gradient(circle at 50% 0,#2b1055,#0b0b1e 70%);color:#f5f3ff;min-height:100vh;display:flex;flex-direction:column;align-items:center}
header{width:100%;display:flex;justify-content:space-between;align-items:center;padding:10px 16px;background:rgba(0,0,0,.35)}
header h1{font-size:18px;margin:0}header small{opacity:.7;display:block;font-size:11px}
.bal{font-variant-numeric:tabular-nums;font-weight:700;color:#fde68a}
main{flex:1;width:100%;max-width:720px;padding:16px;display:flex;flex-direction:column;align-items:center;gap:16px}
.note{background:#1e3a8a;padding:6px 12px;border-radius:8px;font-size:13px}
.msg{min-height:28px;font-size:18px;font-weight:600;text-align:center}
.msg.win{color:#86efac}.msg.err{color:#fca5a5}
.stakes{display:flex;gap:8px;align-items:center;flex-wrap:wrap;justify-content:center}
.stakes button{background:#312e81;color:#fff;border:1px solid #6366f1;border-radius:999px;padding:6px 14px;cursor:pointer}
.stakes button.on{background:#6366f1}
button.big{font-size:20px;padding:12px 40px;border-radius:12px;border:0;background:linear-gradient(#f59e0b,#d97706);color:#1c1917;font-weight:800;cursor:pointer}
button:disabled{opacity:.5;cursor:wait}
.reels{display:flex;gap:10px}.reel{width:96px;height:110px;border-radius:14px;background:#fff;color:#111;font-size:60px;display:flex;align-items:center;justify-content:center;box-shadow:inset 0 -6px 0 #ddd}
.reel.spin{animation:spin .12s linear infinite}@keyframes spin{0%{transform:translateY(-6px)}100%{transform:translateY(6px)}}
.sea{position:relative;width:100%;height:300px;border-radius:16px;background:linear-gradient(#0ea5e9,#1e3a8a);overflow:hidden}
.fish{position:absolute;border:0;background:none;cursor:crosshair;color:#fff;text-align:center;font-size:12px;animation:swim linear infinite}
.fish span{display:block;font-size:40px}
@keyframes swim{0%{left:-90px}100%{left:100%}}
.cards{display:flex;gap:24px;align-items:center}.card{width:90px;height:128px;border-radius:10px;background:#fff;color:#111;font-size:34px;display:flex;align-items:center;justify-content:center;font-weight:700}
.card.red{color:#dc2626}.sides{display:flex;gap:10px}.sides button{padding:10px 18px;border-radius:10px;border:2px solid #a78bfa;background:#312e81;color:#fff;cursor:pointer;font-weight:700}
.sides button.on{background:#7c3aed}
`;

const SYMBOL_ICONS = { cherry: '🍒', lemon: '🍋', bell: '🔔', star: '⭐', seven: '7️⃣' };

function body(kind: GameKind, t: ReturnType<typeof textsFor>['t']) {
  if (kind === 'slot') {
    return `<div class="reels"><div class="reel">🍒</div><div class="reel">🔔</div><div class="reel">7️⃣</div></div>
<button class="big" id="play">${esc(t.spin)}</button>`;
  }
  if (kind === 'fish') {
    const names: Record<string, string> = { clown: t.clown, puffer: t.puffer, turtle: t.turtle, shark: t.shark, dragon: t.dragonFish };
    const icons: Record<string, string> = { clown: '🐠', puffer: '🐡', turtle: '🐢', shark: '🦈', dragon: '🐉' };
    const fish = Object.entries(FISH).map(([key, f], i) =>
      `<button class="fish" data-fish="${key}" style="top:${14 + i * 52}px;animation-duration:${7 + i * 2}s;animation-delay:-${i * 1.7}s"><span>${icons[key]}</span>${esc(names[key]!)} · ${esc(t.pays)} ×${f.pays}</button>`).join('');
    return `<p>${esc(t.shoot)}</p><div class="sea">${fish}</div>`;
  }
  return `<div class="cards"><div><div class="card" id="dragon">?</div><p>${esc(t.dragon)}</p></div><div><div class="card" id="tiger">?</div><p>${esc(t.tiger)}</p></div></div>
<p>${esc(t.pick)}</p><div class="sides"><button data-side="dragon" class="on">${esc(t.dragon)} 1:1</button><button data-side="tie">${esc(t.tie)} 8:1</button><button data-side="tiger">${esc(t.tiger)} 1:1</button></div>
<button class="big" id="play">${esc(t.deal)}</button>`;
}

/** The page script: opens the session, sends each play to this simulator's server, draws the outcome. */
const SCRIPT = `
const C = JSON.parse(document.getElementById('cfg').textContent); const t = C.t;
const $ = (s) => document.querySelector(s); const msg = $('#msg');
let balance = C.mode === 'fun' ? 100000 : null; let stake = 100; let side = 'dragon'; let busy = false;
const fmt = (m) => new Intl.NumberFormat(C.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(m / 100) + ' ' + C.currency;
const show = () => { $('#bal').textContent = balance === null ? t.connecting : fmt(balance); };
const say = (text, cls) => { msg.textContent = text; msg.className = 'msg ' + (cls || ''); };
async function api(path, payload) {
  const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
  return res.json();
}
document.querySelectorAll('.stakes button').forEach((b) => b.addEventListener('click', () => {
  document.querySelectorAll('.stakes button').forEach((x) => x.classList.remove('on')); b.classList.add('on'); stake = Number(b.dataset.stake);
}));
document.querySelectorAll('.sides button').forEach((b) => b.addEventListener('click', () => {
  document.querySelectorAll('.sides button').forEach((x) => x.classList.remove('on')); b.classList.add('on'); side = b.dataset.side;
}));
const ICONS = ${inlineJson(SYMBOL_ICONS)};
const SUITS = ['♠', '♥', '♦', '♣']; const RANKS = ['A','2','3','4','5','6','7','8','9','10','J','Q','K'];
// A refused or cancelled round has no outcome: the cards and reels stay as they were (never a NaN card).
function draw(r) {
  if (C.kind === 'slot' && Array.isArray(r.reels)) document.querySelectorAll('.reel').forEach((el, i) => { el.textContent = ICONS[r.reels[i]] || el.textContent; });
  if (C.kind === 'table') for (const k of ['dragon', 'tiger']) {
    const c = r[k]; if (!Number.isInteger(c) || c < 0 || c > 51) continue;
    const el = $('#' + k); el.textContent = RANKS[c % 13] + SUITS[Math.floor(c / 13)]; el.className = 'card' + (Math.floor(c / 13) % 3 ? ' red' : '');
  }
}
async function play(choice) {
  if (busy) return; busy = true; document.querySelectorAll('button').forEach((b) => (b.disabled = true));
  if (C.kind === 'slot') document.querySelectorAll('.reel').forEach((el) => el.classList.add('spin'));
  say('');
  try {
    const r = await api('/api/play', { token: C.token, vendor: C.vendor, game: C.game, kind: C.kind, stake, choice, mode: C.mode });
    if (!r.ok) { say(r.errorCode === 'provider.insufficient_funds' ? t.insufficient : (r.message || t.error), 'err'); if (r.balance != null) balance = r.balance; return; }
    draw(r.result);
    balance = C.mode === 'fun' ? balance - stake + r.win : r.balance;
    if (C.kind === 'fish') say(r.result.caught ? t.caught + ' +' + fmt(r.win) : t.escaped, r.win ? 'win' : '');
    else say(r.win > 0 ? t.win + ' ' + fmt(r.win) : t.lose, r.win > 0 ? 'win' : '');
    if (C.mode !== 'fun') window.parent?.postMessage({ type: 'provider-sim:balance' }, '*');
  } catch { say(t.error, 'err'); }
  finally { busy = false; document.querySelectorAll('button').forEach((b) => (b.disabled = false)); document.querySelectorAll('.reel').forEach((el) => el.classList.remove('spin')); show(); }
}
$('#play')?.addEventListener('click', () => play(side));
document.querySelectorAll('.fish').forEach((b) => b.addEventListener('click', () => play(b.dataset.fish)));
$('#back').addEventListener('click', () => { if (window.parent !== window) window.parent.postMessage({ type: 'provider-sim:close' }, '*'); else history.back(); });
(async () => {
  if (C.mode === 'fun') return show();
  const r = await api('/api/session', { token: C.token, vendor: C.vendor }).catch(() => ({ ok: false }));
  if (!r.ok) { say(t.sessionError, 'err'); return; }
  balance = r.balance; show();
})();
show();
`;

export function gamePage(p: PageParams): string {
  const { lang, t } = textsFor(p.lang);
  const locale = { EN: 'en-US', TH: 'th-TH', CN: 'zh-CN' }[lang] ?? 'en-US';
  const cfg = { kind: p.kind, vendor: p.vendor, game: p.game, mode: p.mode, token: p.token, currency: p.currency, locale, t };
  const stakes = [100, 500, 1000, 5000].map((s, i) => `<button data-stake="${s}"${i === 0 ? ' class="on"' : ''}>${s / 100}</button>`).join('');
  return `<!doctype html><html lang="${lang.toLowerCase()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(p.name)}</title><style>${STYLE}</style></head><body>
<header><div><h1>${esc(p.name)}</h1><small>${esc(p.vendor)} · ${esc(t.provider)}</small></div><div>${esc(t.balance)}: <span class="bal" id="bal"></span></div><button id="back" class="stakes">${esc(t.back)}</button></header>
<main>${p.mode === 'fun' ? `<div class="note">${esc(t.funMode)}</div>` : ''}
<div class="msg" id="msg"></div>
${body(p.kind, t)}
<div class="stakes">${esc(t.stake)}: ${stakes}</div>
</main>
<script type="application/json" id="cfg">${inlineJson(cfg)}</script>
<script>${SCRIPT}</script></body></html>`;
}
