/**
 * The logged-in part of the header (spec §2): balance with show/hide and refresh, deposit, avatar
 * with the VIP label, and the account menu: account, id with copy, shortcuts (deposit, withdraw,
 * agent), my account / security centre, messages with the unread count, agent area for agents,
 * change password, and logout (confirmation → loader → logout call → session cleared → home).
 * A trial account gets the "register first" notice instead of member pages (spec §6). The
 * login-time modals live here because this part is mounted on every page while logged in.
 */
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar';
import { Dialog } from '../../components/ui/dialog';
import { Icon, type IconName } from '../../components/ui/icon';
import { FullPageLoader } from '../../components/ui/loader';
import { deleteSession } from '../../lib/delete-session';
import { ChangePasswordDialog } from '../../features/auth/components/change-password-dialog';
import { LoginTimeModals } from '../../features/auth/components/login-time-modals';
import { TrialNoticeDialog } from '../../features/auth/components/trial-notice-dialog';
import { usePublicState } from '../../lib/use-public-state';
import { copyText } from '../../lib/copy-text';
import { usePermission } from '../../lib/permission-context';
import { useAppStore } from '../../stores/app-store';
import { HeaderBalance } from './header-balance';

const memberPage = (page: string) => `/member?page=${page}`;

export function HeaderAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menuId = useId();
  const memberInfo = useAppStore((s) => s.memberInfo);
  const isAgent = useAppStore((s) => s.isAgent);
  const isTrial = useAppStore((s) => s.isTrial);
  const vipEnabled = usePermission().info.features.VIP;
  const publicState = usePublicState().data;
  const [changingPassword, setChangingPassword] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [trialNotice, setTrialNotice] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const account = memberInfo?.account ?? '';
  const memberId = memberInfo ? String(memberInfo.id) : '';
  const vipLabel = vipEnabled && publicState?.hasVip ? publicState.vipLabelName : null;
  // Spec §6: no unread-message loading for trial accounts.
  const unread = isTrial ? 0 : publicState?.unreadMessage ?? 0;

  const onCopy = async () => {
    setCopied((await copyText(memberId)) ? 'ok' : 'failed');
  };

  /** Member pages: a trial account is told to register instead of being sent there. */
  const memberOnly = (event: MouseEvent) => {
    setMenuOpen(false);
    if (!isTrial) return;
    event.preventDefault();
    setTrialNotice(true);
  };

  const onLogout = async () => {
    setConfirmLogout(false);
    setMenuOpen(false);
    setLoggingOut(true);
    try {
      await deleteSession();
    } catch {
      // The token is dropped locally either way; an unreachable server must not keep the player logged in.
    }
    useAppStore.getState().endSession();
    setLoggingOut(false);
    void navigate('/');
  };

  const shortcut = (page: string, icon: IconName, label: string, testId: string) => (
    <Link to={page.startsWith('/') ? page : memberPage(page)} onClick={page.startsWith('/') ? () => setMenuOpen(false) : memberOnly} data-testid={testId}>
      <Icon name={icon} size={20} />
      <span>{label}</span>
    </Link>
  );

  return (
    <div className="header-account" ref={rootRef}>
      <HeaderBalance testId="header-balance" />
      {/* The label hides on phones, so the link carries its name itself. */}
      <Link to={memberPage('deposit')} className="btn btn-primary header-deposit" onClick={memberOnly} aria-label={t('header.deposit')} data-testid="header-deposit">
        <Icon name="coins" size={18} />
        <span className="header-hide-sm">{t('header.deposit')}</span>
      </Link>
      <button
        type="button"
        className="btn btn-ghost header-avatar-btn"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen((o) => !o)}
        data-testid="header-account-button"
      >
        {/* Hidden words before the visible name, so the button's name contains what is seen (WCAG 2.5.3). */}
        <span className="visually-hidden">{t('header.accountMenu')} </span>
        <Avatar src={memberInfo?.avatar} size={28} />
        <span className="header-hide-sm header-account-name" data-testid="header-account-name">
          {account}
        </span>
        {vipLabel ? (
          <span className="header-vip header-hide-sm" data-testid="header-vip">
            {vipLabel}
          </span>
        ) : null}
        {isTrial ? (
          <span className="header-trial" data-testid="header-trial">
            {t('header.trial')}
          </span>
        ) : null}
        {unread > 0 ? <span className="header-dot" aria-hidden="true" /> : null}
        <Icon name="chevronDown" size={16} />
      </button>
      {menuOpen ? (
        <div id={menuId} className="header-account-menu" data-testid="header-account-menu">
          <div className="header-account-card">
            <Avatar src={memberInfo?.avatar} size={44} />
            <div>
              <p className="header-account-title">
                <span data-testid="header-menu-account">{account}</span>
                {vipLabel ? <span className="header-vip">{vipLabel}</span> : null}
              </p>
              <p className="header-account-id">
                <span data-testid="header-member-id">{t('header.memberId', { id: memberId })}</span>
                <button type="button" className="icon-btn header-copy" aria-label={t('header.copyId')} onClick={() => void onCopy()} data-testid="header-copy-id">
                  <Icon name="copy" size={16} />
                </button>
              </p>
            </div>
          </div>
          <HeaderBalance testId="menu-balance" className="header-menu-balance" />
          <nav className="header-shortcuts" aria-label={t('header.shortcuts')}>
            {shortcut('deposit', 'coins', t('header.deposit'), 'header-shortcut-deposit')}
            {shortcut('withdraw', 'upload', t('header.withdraw'), 'header-shortcut-withdraw')}
            {isAgent ? shortcut('/agentHome', 'agent', t('header.agent'), 'header-shortcut-agent') : null}
          </nav>
          <nav className="header-account-links" aria-label={t('header.accountMenu')}>
            <Link to={memberPage('securityCenter')} onClick={memberOnly} data-testid="header-account">
              <Icon name="user" size={18} />
              {t('header.myAccount')}
            </Link>
            <Link to={memberPage('messages')} onClick={memberOnly} data-testid="header-messages">
              <Icon name="mail" size={18} />
              {t('header.messages')}
              {unread > 0 ? (
                <span className="header-count" data-testid="header-unread">
                  {unread > 99 ? '99+' : unread}
                  <span className="visually-hidden"> {t('header.unread', { count: unread })}</span>
                </span>
              ) : null}
            </Link>
            {isAgent ? (
              <Link to="/agentHome" onClick={() => setMenuOpen(false)} data-testid="header-agent">
                <Icon name="agent" size={18} />
                {t('header.agentArea')}
              </Link>
            ) : null}
            {isTrial ? null : (
              <button
                type="button"
                onClick={() => {
                  setMenuOpen(false);
                  setChangingPassword(true);
                }}
                data-testid="header-change-password"
              >
                <Icon name="lock" size={18} />
                {t('header.changePassword')}
              </button>
            )}
            <button type="button" onClick={() => setConfirmLogout(true)} data-testid="header-logout">
              <Icon name="logout" size={18} />
              {t('header.logout')}
            </button>
          </nav>
        </div>
      ) : null}
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
      <LoginTimeModals />
      <TrialNoticeDialog open={trialNotice} onClose={() => setTrialNotice(false)} />
      <Dialog open={confirmLogout} onClose={() => setConfirmLogout(false)} title={t('header.logoutTitle')} size="sm" testId="logout-dialog">
        <p>{t('header.logoutText')}</p>
        <div className="dialog-actions">
          <button type="button" className="btn btn-outline" onClick={() => setConfirmLogout(false)} data-autofocus>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void onLogout()} data-testid="logout-confirm">
            {t('header.logout')}
          </button>
        </div>
      </Dialog>
      <Dialog open={copied !== null} onClose={() => setCopied(null)} title={copied === 'failed' ? t('header.copyFailed') : t('header.copied')} size="sm" testId="copied-dialog">
        <p>{copied === 'failed' ? t('header.copyFailedText') : t('header.copiedText', { id: memberId })}</p>
        <div className="dialog-actions">
          <button type="button" className="btn btn-primary" onClick={() => setCopied(null)} data-autofocus>
            {t('common.ok')}
          </button>
        </div>
      </Dialog>
      {loggingOut ? (
        <div className="header-overlay">
          <FullPageLoader label={t('header.loggingOut')} />
        </div>
      ) : null}
    </div>
  );
}
