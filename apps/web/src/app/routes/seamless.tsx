/** Page group "Seamless": the full-width seamless game page (side menu hidden; login required). */
import { SeamlessGamePage } from '../../features/lobby/components/seamless-game-page';

export default function SeamlessPage() {
  return <SeamlessGamePage />;
}
