/**
 * Account security (spec §2 securityCenter): how protected the account is, and one card per
 * protection with the action that sets or changes it. Every dialog reports back here; the
 * overview is then fetched again so the cards show what the server now holds.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecurityOverview } from '@platform/contracts';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon, type IconName } from '../../../components/ui/icon';
import { useMerchantTime } from '../../../lib/use-merchant-time';
import { useAppStore } from '../../../stores/app-store';
import { securityOverviewQueryOptions } from '../api/get-security-overview';
import { securityLevel } from '../lib/security-level';
import { EmailDialog } from './email-dialog';
import { FundPasswordDialog } from './fund-password-dialog';
import { MobileDialog } from './mobile-dialog';
import { TotpDisableDialog, TotpSetupDialog } from './totp-dialogs';

type Open = 'password' | 'mobile' | 'email' | 'totpSetup' | 'totpDisable' | 'fund' | null;

/** The login-password dialog belongs to the auth feature; the app hands it in (features do not import each other). */
export type PasswordDialog = ComponentType<{ open: boolean; onClose: () => void }>;

export function SecurityCenter({ ChangePasswordDialog }: { ChangePasswordDialog: PasswordDialog }) {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const queryClient = useQueryClient();
  const overview = useQuery(securityOverviewQueryOptions(token));
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const close = () => setOpen(null);
  /** A dialog finished: say so on the page and show what the server now holds. */
  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey: securityOverviewQueryOptions(token).queryKey });
  };

  const merchantTime = useMerchantTime();
  const when = (iso: string | null) => (iso ? merchantTime.dateTime(iso) : null);

  return (
    <section className="page security-center" aria-labelledby="security-title" data-testid="member-page-securityCenter">
      <header className="page-head">
        <h1 id="security-title" className="page-title">
          {t('memberCenter.pages.securityCenter')}
        </h1>
        <TimeZoneNote testId="security-zone" />
      </header>
      {notice ? (
        <p className="security-notice" role="status" data-testid="security-notice">
          <Icon name="check" size={18} />
          {notice}
        </p>
      ) : null}
      {overview.isPending ? (
        <div className="security-skeleton" role="status" aria-live="polite" data-testid="security-loading">
          <span className="visually-hidden">{t('common.loading')}</span>
          {Array.from({ length: 4 }, (_, i) => (
            <span key={i} className="shimmer" aria-hidden="true" />
          ))}
        </div>
      ) : overview.isError ? (
        <EmptyState
          icon="info"
          title={t('security.loadFailed')}
          compact
          testId="security-load-failed"
          actions={
            <button type="button" className="btn btn-primary" onClick={() => void overview.refetch()}>
              {t('common.retry')}
            </button>
          }
        />
      ) : (
        <SecurityCards data={overview.data} when={when} onOpen={(which) => { setNotice(null); setOpen(which); }} />
      )}

      <ChangePasswordDialog open={open === 'password'} onClose={close} />
      <MobileDialog open={open === 'mobile'} changing={!!overview.data?.mobile} onClose={close} onDone={() => done(t('security.mobile.done'))} />
      <EmailDialog open={open === 'email'} changing={!!overview.data?.email} onClose={close} onDone={() => done(t('security.email.done'))} />
      <TotpSetupDialog open={open === 'totpSetup'} onClose={close} onDone={() => done(t('security.totp.done'))} />
      <TotpDisableDialog open={open === 'totpDisable'} onClose={close} onDone={() => done(t('security.totp.disabled'))} />
      <FundPasswordDialog open={open === 'fund'} changing={!!overview.data?.fundPasswordSet} onClose={close} onDone={() => done(t('security.fund.done'))} />
    </section>
  );
}

function SecurityCards({ data, when, onOpen }: { data: SecurityOverview; when: (iso: string | null) => string | null; onOpen: (which: Exclude<Open, null>) => void }) {
  const { t } = useTranslation();
  const level = securityLevel(data);
  const lastLogin = when(data.lastLoginAt);
  const bound = (value: string | null, verified: boolean): Status =>
    value ? (verified ? { tone: 'good', text: t('security.status.verified') } : { tone: 'warn', text: t('security.status.unverified') }) : { tone: 'off', text: t('security.status.notBound') };

  return (
    <>
      <div className={`security-summary security-level-${level.level}`} data-testid="security-summary">
        <div>
          <p className="security-summary-label">{t('security.level')}</p>
          <p className="security-summary-value" data-testid="security-level">
            {t(`security.levels.${level.level}`)}
          </p>
          <p className="security-summary-hint">{t('security.levelHint', { done: level.done, total: level.total })}</p>
        </div>
        <div className="security-meter" role="meter" aria-valuemin={0} aria-valuemax={level.total} aria-valuenow={level.done} aria-label={t('security.level')}>
          {Array.from({ length: level.total }, (_, i) => (
            <span key={i} className={i < level.done ? 'on' : undefined} />
          ))}
        </div>
        <p className="security-summary-login" data-testid="security-last-login">
          {data.username}
          {lastLogin ? ` · ${data.lastLoginIp ? t('security.lastLogin', { time: lastLogin, ip: data.lastLoginIp }) : t('security.lastLoginNoIp', { time: lastLogin })}` : null}
        </p>
      </div>

      <ul className="security-cards">
        <SecurityCard
          id="password"
          icon="lock"
          title={t('security.password.title')}
          text={t('security.password.text', { time: when(data.passwordChangedAt) })}
          status={{ tone: 'good', text: t('security.status.set') }}
          action={<CardButton onClick={() => onOpen('password')} testId="security-password-action">{t('security.change')}</CardButton>}
        />
        <SecurityCard
          id="mobile"
          icon="phone"
          title={t('security.mobile.title')}
          text={t('security.mobile.text')}
          value={data.mobile}
          status={bound(data.mobile, data.mobileVerified)}
          action={<CardButton onClick={() => onOpen('mobile')} testId="security-mobile-action">{data.mobile ? t('security.change') : t('security.bind')}</CardButton>}
        />
        <SecurityCard
          id="email"
          icon="mail"
          title={t('security.email.title')}
          text={t('security.email.text')}
          value={data.email}
          status={bound(data.email, data.emailVerified)}
          action={<CardButton onClick={() => onOpen('email')} testId="security-email-action">{data.email ? t('security.change') : t('security.bind')}</CardButton>}
        />
        <SecurityCard
          id="totp"
          icon="check"
          title={t('security.totp.title')}
          text={t('security.totp.text')}
          status={data.totpEnabled ? { tone: 'good', text: t('security.status.on') } : { tone: 'off', text: t('security.status.off') }}
          action={
            data.totpEnabled ? (
              <CardButton onClick={() => onOpen('totpDisable')} testId="security-totp-action" quiet>{t('security.totp.turnOff')}</CardButton>
            ) : (
              <CardButton onClick={() => onOpen('totpSetup')} testId="security-totp-action">{t('security.totp.setUp')}</CardButton>
            )
          }
        />
        <SecurityCard
          id="fund"
          icon="coins"
          title={t('security.fund.title')}
          text={t('security.fund.text')}
          status={data.fundPasswordSet ? { tone: 'good', text: t('security.status.set') } : { tone: 'off', text: t('security.status.notSet') }}
          action={<CardButton onClick={() => onOpen('fund')} testId="security-fund-action">{data.fundPasswordSet ? t('security.change') : t('security.set')}</CardButton>}
        />
        <SecurityCard
          id="payee"
          icon="user"
          title={t('security.payee.title')}
          text={t('security.payee.text')}
          status={data.payeeNameSet ? { tone: 'good', text: t('security.status.set') } : { tone: 'off', text: t('security.status.notSet') }}
        />
      </ul>
    </>
  );
}

interface Status { tone: 'good' | 'warn' | 'off'; text: string }

function SecurityCard({ id, icon, title, text, value, status, action }: {
  id: string; icon: IconName; title: string; text: string; value?: string | null; status: Status; action?: ReactNode;
}) {
  return (
    <li className="security-card" data-testid={`security-card-${id}`}>
      <span className="security-card-icon" aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
      <div className="security-card-body">
        <h2 className="security-card-title">
          {title}
          <span className={`security-status security-status-${status.tone}`} data-testid={`security-${id}-status`}>
            {status.text}
          </span>
        </h2>
        {value ? (
          <p className="security-card-value" data-testid={`security-${id}-value`}>
            {value}
          </p>
        ) : null}
        <p className="security-card-text">{text}</p>
      </div>
      {action ? <div className="security-card-action">{action}</div> : null}
    </li>
  );
}

function CardButton({ onClick, testId, quiet, children }: { onClick: () => void; testId: string; quiet?: boolean; children: ReactNode }) {
  return (
    <button type="button" className={`btn ${quiet ? 'btn-ghost' : 'btn-outline'}`} onClick={onClick} data-testid={testId}>
      {children}
    </button>
  );
}
