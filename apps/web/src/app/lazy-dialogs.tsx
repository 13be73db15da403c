/**
 * The popups of the home page and of the lobby launcher (login, forgotten password, register, password
 * reset, help centre) load their code the first time they open, not with the first page: most visits
 * never open them, and their forms and verification steps weigh about a tenth of the first page's
 * JavaScript. Once opened a popup stays mounted, so it closes with its animation and hands focus back.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';

function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function WhenOpened(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!open && !opened) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

const byOpen = (props: { open: boolean }) => props.open;

export const LoginDialog = lazyDialog(() => import('../features/auth/components/login-dialog').then((m) => m.LoginDialog), byOpen);
export const ForgotPasswordDialog = lazyDialog(() => import('../features/auth/components/forgot-password-dialog').then((m) => m.ForgotPasswordDialog), byOpen);
export const RegisterDialog = lazyDialog(() => import('../features/auth/components/register-dialog').then((m) => m.RegisterDialog), byOpen);
export const ResetPasswordDialog = lazyDialog(() => import('../features/auth/components/reset-password-dialog').then((m) => m.ResetPasswordDialog), (props) => props.token !== null);
export const HelpCenterDialog = lazyDialog(() => import('../features/help-center/components/help-center-dialog').then((m) => m.HelpCenterDialog), byOpen);
