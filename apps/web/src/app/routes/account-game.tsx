/** Page group "AccountGame": /favorite and /recent — login required (the route guard). */
import { useLocation } from 'react-router';
import { AccountGamePage as AccountGames } from '../../features/lobby/components/account-game-page';

export default function AccountGamePage() {
  const recent = useLocation().pathname.toLowerCase() === '/recent';
  return <AccountGames key={recent ? 'recent' : 'favorite'} kind={recent ? 'recent' : 'favorite'} />;
}
