/**
 * The merchant's time zone and the visible language, for every page that shows a time (decision 0038):
 * times follow the merchant (the day the server's periods put a record on), never the browser.
 */
import { usePermission } from './permission-context';
import { useAppStore } from '../stores/app-store';
import { formatDateTime, zoneLabel } from './format';

export function useMerchantTime() {
  const language = useAppStore((s) => s.language);
  const timeZone = usePermission().info.merchant.timeZone;
  return {
    language,
    timeZone,
    /** "GMT+7": the page says it once, near its title. */
    zone: zoneLabel(timeZone, language),
    dateTime: (at: string | Date) => formatDateTime(at, language, timeZone),
  };
}
