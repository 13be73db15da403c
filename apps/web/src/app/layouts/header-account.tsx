/**
 * The logged-in part of the header (spec §2): balance with show/hide, avatar, account, id with copy,
 * my account, messages, agent area for agents, and logout (confirmation → loader → logout call →
 * session cleared → home). The balance itself arrives with the wallet; until then a placeholder.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar';
import { Dialog } from '../../components/ui/dialog';
import { Icon } from '../../components/ui/icon';
import { FullPageLoader } from '../../components/ui/loader';
import { deleteSession } from '../../features/auth/api/delete-session';
import { ChangePasswordDialog } from '../../features/auth/components/change-password-dialog';
import { copyText } from '../../lib/copy-text';
import { useAppStore } from '../../stores/app-store';

export function HeaderAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menuId = useId();
  const memberInfo = useAppStore((s) => s.memberInfo);
  const isAgent = useAppStore((s) => s.isAgent);
  const isTrial = useAppStore((s) => s.isTrial);
  const [changingPassword, setChangingPassword] = useState(false);
  const balanceHidden = useAppStore((s) => s.balanceHidden);
  const [menuOpen, setMenuOpen] = useState(false);
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
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

  const onCopy = async () => {
    setCopied((await copyText(memberId)) ? 'ok' : 'failed');
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

  return (
    <div className="header-account" ref={rootRef}>
      <BalanceView hidden={balanceHidden} testId="header-balance" />
      <button
        type="button"
        className="btn btn-ghost header-avatar-btn"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        aria-label={t('header.accountMenu')}
        onClick={() => setMenuOpen((o) => !o)}
        data-testid="header-account-button"
      >
        <Avatar size={28} />
        <span className="header-hide-sm header-account-name" data-testid="header-account-name">
          {account}
        </span>
        {isTrial ? (
          <span className="header-trial" data-testid="header-trial">
            {t('header.trial')}
          </span>
        ) : null}
        <Icon name="chevronDown" size={16} />
      </button>
      {menuOpen ? (
        <div id={menuId} className="header-account-menu" data-testid="header-account-menu">
          <div className="header-account-card">
            <Avatar size={44} />
            <div>
              <p className="header-account-title" data-testid="header-menu-account">
                {account}
              </p>
              <p className="header-account-id">
                <span data-testid="header-member-id">{t('header.memberId', { id: memberId })}</span>
                <button type="button" className="icon-btn header-copy" aria-label={t('header.copyId')} onClick={() => void onCopy()} data-testid="header-copy-id">
                  <Icon name="copy" size={16} />
                </button>
              </p>
            </div>
          </div>
          <BalanceView hidden={balanceHidden} testId="menu-balance" className="header-menu-balance" />
          <nav className="header-account-links" aria-label={t('header.accountMenu')}>
            <Link to="/member" onClick={() => setMenuOpen(false)} data-testid="header-account">
              <Icon name="user" size={18} />
              {t('header.myAccount')}
            </Link>
            <Link to="/member" onClick={() => setMenuOpen(false)} data-testid="header-messages">
              <Icon name="mail" size={18} />
              {t('header.messages')}
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

/** The balance with its show/hide toggle; the number arrives with the wallet, until then "—". */
function BalanceView({ hidden, testId, className = '' }: { hidden: boolean; testId: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`header-balance ${className}`.trim()} data-testid={testId}>
      <span className="visually-hidden">{t('header.balance')}</span>
      <span className="header-balance-value" aria-label={hidden ? t('header.balanceHidden') : t('header.balanceUnavailable')} data-testid={`${testId}-value`}>
        {hidden ? '****' : t('header.balancePlaceholder')}
      </span>
      <button
        type="button"
        className="icon-btn header-balance-toggle"
        aria-pressed={hidden}
        aria-label={hidden ? t('header.showBalance') : t('header.hideBalance')}
        onClick={() => useAppStore.getState().toggleBalanceHidden()}
        data-testid={`${testId}-toggle`}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
      </button>
    </div>
  );
}
