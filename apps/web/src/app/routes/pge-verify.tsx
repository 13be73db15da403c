/** /pge/verify: the public page that recomputes any provably fair round. */
import { VerifyPage } from '../../features/pge/components/verify-page';

export default function PgeVerifyRoute() {
  return <VerifyPage />;
}
