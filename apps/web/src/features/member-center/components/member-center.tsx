/**
 * The member centre (spec §2 /member): the full menu beside the selected page, which lives in the
 * query (?page=securityCenter by default). Trial accounts see the real-account notice instead
 * (spec §6 in_need_true_account). Pages of other features (deposit, withdraw, records...) come in
 * through `pages` from the app layer, since features do not import each other; entries with no page
 * yet show their coming-soon page.
 */
import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingSoonPage } from '../../../components/coming-soon-page';
import { useAppStore } from '../../../stores/app-store';
import { publicStateQueryOptions } from '../../../lib/get-public-state';
import { memberPageFrom, type MemberPageId } from '../lib/menu';
import { MemberMenu } from './member-menu';
import { SecurityCenter, type PasswordDialog } from './security-center';
import { TrialNotice } from './trial-notice';
import '../member-center.css';

/** Member-centre pages provided by other features, by menu id (the security centre is this feature's own). */
export type MemberPages = Partial<Record<MemberPageId, ComponentType>>;

export function MemberCenter({ changePasswordDialog, pages = {} }: { changePasswordDialog: PasswordDialog; pages?: MemberPages }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = useAppStore((s) => s.token);
  const isTrial = useAppStore((s) => s.isTrial);
  // Badges only: a failed or missing answer simply shows none.
  const publicState = useQuery(publicStateQueryOptions(isTrial ? null : token));
  const page = memberPageFrom(params.get('page'));
  const Page = pages[page.id];

  if (isTrial) {
    return (
      <div className="page" data-testid="page-member">
        <h1 className="page-title">{t('pages.member')}</h1>
        <TrialNotice />
      </div>
    );
  }

  return (
    <div className="member-center" data-testid="page-member" data-page={page.id}>
      <MemberMenu current={page.id} badges={publicState.data?.badges} />
      <div className="member-center-content">
        {page.id === 'securityCenter' ? (
          <SecurityCenter ChangePasswordDialog={changePasswordDialog} />
        ) : Page ? (
          <Page key={page.id} />
        ) : (
          <ComingSoonPage
            key={page.id}
            testId={`member-page-${page.id}`}
            icon={page.icon}
            title={t(`memberCenter.pages.${page.id}`)}
            description={t(`memberCenter.pending.${page.pending ?? 'money'}`)}
          />
        )}
      </div>
    </div>
  );
}
