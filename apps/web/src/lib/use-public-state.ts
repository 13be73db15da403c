/** The logged-in player's public state (balance, VIP label, unread messages), shared by every reader through the query cache. */
import { useQuery } from '@tanstack/react-query';
import { useAppStore } from '../stores/app-store';
import { publicStateQueryOptions } from './get-public-state';

export function usePublicState() {
  const token = useAppStore((s) => s.token);
  return useQuery(publicStateQueryOptions(token));
}
