import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OperatorPermission } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { errorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMe } from '../../home/api/get-me';
import { Can } from './can';

/**
 * A page that needs a permission: typed in or followed from an old link (the login returns to where the
 * previous operator was), a role without it gets words instead of a page of refused calls.
 */
export function RequirePermission({ permission, children }: { permission: OperatorPermission; children: ReactNode }) {
  const me = useMe();
  const { t } = useTranslation();
  if (me.isError) return <Alert tone="error">{errorText(t, me.error)}</Alert>;
  return <Can permission={permission} fallback={<NotAllowed />}>{children}</Can>;
}

function NotAllowed() {
  const { t } = useTranslation();
  usePageTitle(t('access.title'));
  return (
    <section className="stack" data-testid="not-allowed">
      <h1>{t('access.title')}</h1>
      <p>{t('access.intro')}</p>
      <p><Link to="/">{t('notFound.home')}</Link></p>
    </section>
  );
}
