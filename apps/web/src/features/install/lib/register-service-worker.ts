/**
 * Registers the service worker (decision 0039; built by pwa-plugin.ts). Called by main.tsx in
 * production builds after the page has loaded, so it never competes with the first paint.
 * A new deploy installs beside the running one and waits: the visitor is offered a reload, and only
 * then does the new worker take over (a game or a payment is never cut by an automatic reload).
 */
import { Workbox } from 'workbox-window';
import { captureInstallPrompt } from './install-prompt';

export function registerServiceWorker(): void {
  captureInstallPrompt();
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    void import('../components/update-prompt').then(({ showUpdatePrompt }) => showUpdatePrompt(() => {
      wb.addEventListener('controlling', () => location.reload());
      wb.messageSkipWaiting();
    }));
  });
  wb.register().catch(() => undefined);
}
