/**
 * The app proper, loaded by main.tsx once the first screen's requests are on their way: hands their
 * answers to the query cache under the keys the pages read, loads the language, then mounts.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AnnouncementContent, Language, Permission } from '@platform/contracts';
import { announcementContentQueryOptions } from '../features/content/api/get-announcement-content';
import { permissionQueryOptions } from '../features/system/api/get-permission';
import { applyLanguage, loadLaterPart } from '../lib/i18n';
import { HOME_PATHS } from '../lib/navigation';
import { getToken } from '../lib/storage';
import { useAppStore } from '../stores/app-store';
import { App, queryClient } from './app';
import { loadHeaderAccount } from './layouts/header';
import { preloadDialogsFor } from './lazy-dialogs';

export interface EarlyRequests {
  language: Language;
  merchantCode: string | null;
  permission: Promise<Permission>;
  /** Sent only when the first page is the home page. */
  announcements: Promise<AnnouncementContent> | null;
}

export async function start({ language, merchantCode, permission, announcements }: EarlyRequests): Promise<void> {
  useAppStore.setState({ language, merchantCode });
  // The early answer fills the query once; a failure is not retried here but by the page's own
  // query (with its normal fetch) when it mounts and finds the error.
  const adoptedPermission = queryClient.prefetchQuery({ ...permissionQueryOptions(merchantCode, language), queryFn: () => permission, retry: false });
  if (announcements) void queryClient.prefetchQuery({ ...announcementContentQueryOptions(merchantCode, language), queryFn: () => announcements, retry: false });
  // A visitor's home page needs only the first part of the language bundle; a member's header and
  // login-time popups, a social login's return and the other pages use sections of the later part.
  const visitorHome = getToken() === null && HOME_PATHS.includes(location.pathname.toLowerCase()) && !/[?&]social(Ticket|Error)=/.test(location.search);
  if (!visitorHome) void loadLaterPart().catch(() => undefined);
  const memberHeader = getToken() === null ? null : loadHeaderAccount();
  // Mount once the stored language's bundle, the permission data and the popup of a popup's address
  // are in (the boot spinner of index.html shows meanwhile): the first render is the page, not a
  // loader. A failed bundle or request still mounts: the start-up gate shows its error screen.
  await Promise.allSettled([applyLanguage(language), adoptedPermission, preloadDialogsFor(location.pathname, location.search), memberHeader]);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
