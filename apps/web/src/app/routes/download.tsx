/** Page group "Download": /down — the merchant's app: QR code, install button, install guides (features/install). */
import { DownloadPage } from '../../features/install/components/download-page';

export default DownloadPage;
