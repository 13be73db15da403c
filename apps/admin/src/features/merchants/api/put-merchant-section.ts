/**
 * The merchant page's saves, one PUT per section (status, features, register-fields, domains, whitelabel,
 * session-policy): each answers the section as stored, and the page reads the settings again after it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterFieldConfig, StatusNotices, SystemStatus, Whitelabel } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { merchantPath } from './get-merchant-settings';

export interface SectionBodies {
  status: { status: SystemStatus; notices: StatusNotices };
  features: Record<string, boolean>;
  'register-fields': RegisterFieldConfig[];
  domains: { mainDomain: string; mirrors: { url: string; label: string }[] };
  whitelabel: Whitelabel;
  'session-policy': { idleMinutes: number; maxHours: number };
}

export const putMerchantSection = <K extends keyof SectionBodies>(code: string, section: K, body: SectionBodies[K]) =>
  apiRequest<unknown>(`${merchantPath(code)}/${section}`, { method: 'PUT', body });

export function useSaveSection<K extends keyof SectionBodies>(code: string, section: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SectionBodies[K]) => putMerchantSection(code, section, body),
    // The merchants list carries status and theme too (the top bar reads it).
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['merchant-settings', code] }), client.invalidateQueries({ queryKey: ['merchants'] })]),
  });
}
