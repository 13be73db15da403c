/** In-house provably fair games: /pge/dice, /pge/slot, /pge/mines (no site chrome, for the game popup frame). */
import { PgePlayPage } from '../../features/pge/components/pge-play-page';

export default function PgePlayRoute() {
  return <PgePlayPage />;
}
