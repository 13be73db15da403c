/**
 * The short sound for a new request (decision 0047), made with the Web Audio API: two soft tones, no
 * audio file to ship. Browsers allow sound only after the page had a click or key press; before that
 * the context stays suspended and this plays nothing, which is fine (the list still changes).
 */
let context: AudioContext | undefined;

export function playChime(): void {
  const Ctor = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!Ctor) return;
  context ??= new Ctor();
  const ctx = context;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
  const start = ctx.currentTime;
  for (const [offset, frequency] of [[0, 880], [0.16, 1320]] as const) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    // A quick rise and a fall: no click at either end.
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.3);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start + offset);
    osc.stop(start + offset + 0.32);
  }
}

/** The operator's sound choice, kept in this browser (not a secret, so localStorage is fine). */
export const SOUND_KEY = 'finance.sound';

export function readSoundOn(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function writeSoundOn(on: boolean, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch { /* private mode: the choice lasts for this page only */ }
}
