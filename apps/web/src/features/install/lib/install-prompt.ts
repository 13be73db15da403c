/**
 * The browser's install offer (`beforeinstallprompt`, Chromium browsers): kept from the moment it fires
 * (often before the download page is open) until the visitor uses it on /down.
 */
import { useSyncExternalStore } from 'react';

/** Not in TypeScript's DOM library: Chromium's event. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'unavailable' | 'available' | 'installed';

let offer: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

let listening = false;
/** Starts listening for the offer; called once at start-up (the service worker's registration). */
export function captureInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser's own mini-bar away: the download page offers the install instead.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    notify();
  });
}

function state(): InstallState {
  if (installed) return 'installed';
  if (typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches) return 'installed';
  return offer ? 'available' : 'unavailable';
}

export function useInstallState(): InstallState {
  return useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, state, () => 'unavailable');
}

/** Shows the browser's install dialog; the offer can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const current = offer;
  if (!current) return 'unavailable';
  offer = null;
  await current.prompt();
  const { outcome } = await current.userChoice;
  if (outcome === 'accepted') installed = true;
  notify();
  return outcome;
}
