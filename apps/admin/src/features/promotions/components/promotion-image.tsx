/** The promotion's picture on its card and page (components/image-upload.tsx), with a preview of what players see. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPromotion } from '@platform/contracts';
import { ImageUpload } from '../../../components/image-upload';
import { errorText } from '../../../lib/error-text';
import { MAX_IMAGE_MB } from '../../../lib/image-file';
import { usePromotionImage } from '../api/put-promotion-image';

export function PromotionImage({ promotion, merchantCode }: { promotion: OperatorPromotion; merchantCode: string }) {
  const { t } = useTranslation();
  const upload = usePromotionImage(merchantCode);
  const [shown, setShown] = useState(promotion);
  const [picked, setPicked] = useState<string | null>(null);
  const src = picked ?? shown.imageUrl;
  return (
    <div className="promotion-image">
      {src ? <img className="promotion-image-preview" src={src} alt="" width={1200} height={600} data-testid="promotion-image-preview" /> : null}
      <ImageUpload<OperatorPromotion>
        hasImage={shown.imageUrl !== null}
        hint={t('promotions.image.hint', { mb: MAX_IMAGE_MB })}
        state={shown.imageUrl ? t('promotions.image.uploadedState') : t('promotions.image.drawnState')}
        save={(file, done) => upload.mutate({ id: promotion.id, file }, done)}
        pending={upload.isPending}
        onPicked={setPicked}
        onSaved={setShown}
        errorText={(error) => errorText(t, error)}
        testId="promotion-image"
      />
    </div>
  );
}
