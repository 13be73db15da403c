/** The banner's uploaded image in place of the drawn art (components/image-upload.tsx), or the drawn art again. */
import { useTranslation } from 'react-i18next';
import type { OperatorBanner } from '@platform/contracts';
import { ImageUpload } from '../../../components/image-upload';
import { MAX_IMAGE_MB } from '../../../lib/image-file';
import { useBannerImage } from '../api/put-banner-image';
import { contentErrorText } from '../lib/content-form';

export function BannerImage({ banner, merchantCode, onPicked, onSaved }: {
  banner: OperatorBanner;
  merchantCode: string;
  /** A local address of the picked file for the preview, or null when none is waiting. */
  onPicked: (url: string | null) => void;
  /** The banner as the upload or removal left it. */
  onSaved: (banner: OperatorBanner) => void;
}) {
  const { t } = useTranslation();
  const upload = useBannerImage(merchantCode);
  return (
    <ImageUpload<OperatorBanner>
      hasImage={banner.uploadedImage}
      hint={t('content.image.hint', { mb: MAX_IMAGE_MB })}
      state={banner.uploadedImage ? t('content.image.uploadedState') : t('content.image.drawnState')}
      save={(file, done) => upload.mutate({ id: banner.id, file }, done)}
      pending={upload.isPending}
      onPicked={onPicked}
      onSaved={onSaved}
      errorText={(error) => contentErrorText(t, error)}
      testId="banner-image"
    />
  );
}
