/**
 * Which Thai font the browser of a phone bench draws with. A Thai phone always has one (Android ships Noto
 * Sans Thai); a Debian machine has none until `fonts-noto-core` is installed, and then Chromium looks
 * through every font for each run of Thai text as it lays the page out: on the home page, 350–400 ms of
 * layout at 4× CPU against 190–240 ms with the font (decision 0059), which Lighthouse counts as blocking
 * time. A bench without the font measures this machine, not a phone: it says so beside its figures.
 */
import { spawnSync } from 'node:child_process';

export function thaiFont(): string {
  const listed = spawnSync('fc-list', [':lang=th', 'family'], { encoding: 'utf8' });
  const families = listed.status === 0 ? listed.stdout.split('\n').map((l) => l.split(',')[0]!.trim()).filter(Boolean) : [];
  const preferred = families.find((f) => f === 'Noto Sans Thai') ?? families.sort()[0];
  return preferred
    ? `Thai font ${preferred}`
    : 'NO Thai font on this machine (layout is slower than on a phone: apt-get install -y fonts-noto-core)';
}
