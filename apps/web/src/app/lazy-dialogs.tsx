/**
 * The popups of the home page and of the lobby launcher (login, forgotten password, register, password
 * reset, help centre) load their code the first time they open, not with the first page: most visits
 * never open them, and their forms and verification steps weigh about a tenth of the first page's
 * JavaScript. Once opened a popup stays mounted, so it closes with its animation and hands focus back.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadLaterPart } from '../lib/i18n';

type LazyDialog<P> = ComponentType<P> & { preload: () => Promise<unknown> };

function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): LazyDialog<P> {
  let loaded: ComponentType<P> | null = null;
  // The popup renders once its code and the later part of the language bundle (its texts) are in.
  const loadOnce = async () => (loaded ??= (await Promise.all([load(), loadLaterPart()]))[0]);
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  function WhenOpened(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [Loaded] = useState(() => loaded);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(WhenOpened, { preload: loadOnce });
}

const byOpen = (props: { open: boolean }) => props.open;

export const LoginDialog = lazyDialog(() => import('../features/auth/components/login-dialog').then((m) => m.LoginDialog), byOpen);
export const ForgotPasswordDialog = lazyDialog(() => import('../features/auth/components/forgot-password-dialog').then((m) => m.ForgotPasswordDialog), byOpen);
export const RegisterDialog = lazyDialog(() => import('../features/auth/components/register-dialog').then((m) => m.RegisterDialog), byOpen);
export const ResetPasswordDialog = lazyDialog(() => import('../features/auth/components/reset-password-dialog').then((m) => m.ResetPasswordDialog), (props) => props.token !== null);
export const HelpCenterDialog = lazyDialog(() => import('../features/help-center/components/help-center-dialog').then((m) => m.HelpCenterDialog), byOpen);

/**
 * A page opened at a popup's address (/login, /register, /help, a reset link) loads that popup before
 * the app mounts, so it opens with the page, in the same order as the other dialogs (the region picker
 * of a first visit stays on top of it).
 */
export function preloadDialogsFor(pathname: string, search: string): Promise<unknown> {
  const path = pathname.toLowerCase();
  if (path === '/login') return LoginDialog.preload();
  if (path === '/register') return RegisterDialog.preload();
  if (path === '/help' || path === '/helpmc') return HelpCenterDialog.preload();
  if (path === '/' && new URLSearchParams(search).has('resetToken')) return ResetPasswordDialog.preload();
  return Promise.resolve();
}
