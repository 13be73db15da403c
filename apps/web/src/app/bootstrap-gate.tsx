/**
 * Start-up (spec §4): fetch the permission data, pick the region and language, re-brand the
 * design tokens, then mount the normal app (status 0), the maintenance page (1) or the
 * blocked-region page (2).
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SYSTEM_STATUS, type Permission } from '@platform/contracts';
import { ErrorScreen } from '../components/error-screen';
import { FullPageLoader } from '../components/ui/loader';
import { determineRegion } from '../features/region/lib/determine-region';
import { permissionQueryOptions } from '../features/system/api/get-permission';
import { BlockedScreen, MaintenanceScreen, StagingBanner } from '../features/system/components/status-screen';
import { setApiEncryption } from '../lib/api-client';
import { applyLanguage } from '../lib/i18n';
import { resolveLanguage } from '../lib/language';
import { PermissionContext } from '../lib/permission-context';
import { getStoredLanguages, storeLanguage, storeMerchant } from '../lib/storage';
import { applyWhitelabel } from '../lib/theme';
import { useAppStore } from '../stores/app-store';

/** True when `next` differs from `kept` in the visitor's location at most (unchanged parts keep their objects: structural sharing). */
function sameButLocation(kept: Permission | undefined, next: Permission | undefined): boolean {
  if (!kept || !next) return false;
  return (Object.keys(next) as (keyof Permission)[]).every((key) => key === 'location' || kept[key] === next[key]);
}

/**
 * The payload as the pages read it (PermissionContext): the same object while only the visitor's
 * location changed. A drawn page's payload has no location (the page is shared), so the refetch right
 * after hydration changes that alone; a new object then re-rendered every page component in one
 * blocking task on a phone (decision 0040). The location is read from the gate and the app store.
 */
function usePagePermission(permission: Permission | undefined): Permission | undefined {
  const [kept, setKept] = useState(permission);
  const value = sameButLocation(kept, permission) ? kept : permission;
  if (value !== kept) setKept(value);
  return value;
}

/** `routerView`: the browser's RouterProvider, or on the server its StaticRouterProvider (decision 0035). */
export function BootstrapGate({ routerView }: { routerView: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = useAppStore((s) => s.language);
  const merchantCode = useAppStore((s) => s.merchantCode);
  const query = useQuery({ ...permissionQueryOptions(merchantCode, language), placeholderData: keepPreviousData });
  const permission = query.data;
  const pagePermission = usePagePermission(permission);

  // The app is live (its handlers attached). A server-drawn page (decision 0035) shows its buttons
  // before that; the journeys wait for this mark after loading a page.
  useEffect(() => {
    document.documentElement.dataset.app = 'live';
  }, []);

  const plan = useMemo(() => {
    if (!permission) return null;
    const decision = determineRegion({
      storedMerchantCode: merchantCode,
      countryCode: permission.location.countryCode,
      regions: permission.info.regions,
      serverMerchant: permission.info.merchant,
    });
    const { lang, hisLang } = getStoredLanguages();
    const effectiveLanguage = resolveLanguage(lang ?? language, hisLang, decision.merchant.langList);
    // The visitor's country maps to another merchant than the one this payload describes: refetch first.
    const refetchFor = decision.merchant.merchantCode !== permission.info.merchant.merchantCode ? decision.merchant : null;
    return { decision, effectiveLanguage, refetchFor };
  }, [permission, merchantCode, language]);

  useEffect(() => {
    if (!permission || !plan || query.isPlaceholderData) return;
    // A server-rendered page's payload knows no visitor location (it is shared by every visitor): the
    // region is decided on the refetch that follows, not on it, so no region picker opens too early.
    if (permission.location.ip === '' && query.isFetching) return;
    const { decision, effectiveLanguage, refetchFor } = plan;
    if (refetchFor) {
      storeMerchant(refetchFor.merchantCode, refetchFor.currency);
      useAppStore.setState({ merchantCode: refetchFor.merchantCode });
      return;
    }
    if (!decision.needsPicker) storeMerchant(decision.merchant.merchantCode, decision.merchant.currency);
    storeLanguage(effectiveLanguage);
    if (effectiveLanguage !== language) {
      void applyLanguage(effectiveLanguage).then(() => useAppStore.setState({ language: effectiveLanguage }));
      return;
    }
    applyWhitelabel(permission.info.whitelabel);
    setApiEncryption(permission.encryption);
    useAppStore.setState({
      currencySymbol: permission.info.merchant.currencySymbol,
      isoCurrency: permission.info.merchant.isoCurrency,
      imageBaseUrl: permission.info.imageCDNs[0] ?? '',
      location: permission.location,
      systemStatus: permission.status,
    });
    if (decision.needsPicker && !useAppStore.getState().regionPickerOpen) useAppStore.setState({ regionPickerOpen: true });
  }, [permission, plan, language, query.isPlaceholderData, query.isFetching]);

  if (!permission || !pagePermission || !plan) {
    if (query.isError) {
      return <ErrorScreen title={t('errors.startupTitle')} description={t('errors.network')} onRetry={() => void query.refetch()} />;
    }
    return <FullPageLoader />;
  }
  if (plan.refetchFor || plan.effectiveLanguage !== language || i18n.language !== language) return <FullPageLoader />;

  const brand = { siteName: permission.info.whitelabel.siteName, logoUrl: permission.info.whitelabel.logoUrl };
  return (
    <PermissionContext.Provider value={pagePermission}>
      {permission.info.staging && <StagingBanner />}
      {permission.status === SYSTEM_STATUS.maintenance ? (
        <MaintenanceScreen brand={brand} notice={permission.maintenance?.notice ?? null} />
      ) : permission.status === SYSTEM_STATUS.regionRestricted ? (
        <BlockedScreen brand={brand} notice={permission.regionRestriction?.notice ?? null} ip={permission.location.ip} />
      ) : (
        routerView
      )}
    </PermissionContext.Provider>
  );
}
