// Step 3, 사진: the typed slots (대표 사진, 좌측면, 우측면 required; 전면, 후면, 계기판 optional) and extra
// photos (several at once), at most 20 in all, each uploaded as the seller (the server keeps only the
// seller's own files). Each change is handed to `onImagesChange`, which saves the draft (docs/domain.md
// "Listings").
import {
  LISTING_PHOTO_LABELS,
  MAX_LISTING_PHOTOS,
  REQUIRED_LISTING_PHOTO_TYPES,
  type AuctionImageType,
  type ListingImage,
} from '@autobid/shared';
import { ImageUpload } from '@/components/ui/image-upload';
import { fieldError } from '@/lib/form';
import type { ListingForm } from './form-binding';
import styles from './photos-step.module.css';

const OPTIONAL_TYPES = ['FRONT', 'REAR', 'DASHBOARD'] as const satisfies readonly AuctionImageType[];
const EXTRA_TYPE = 'ETC' satisfies AuctionImageType;

type PhotosStepProps = {
  form: ListingForm;
  /** After every change of the photos (the draft keeps them as they arrive). */
  onImagesChange?: () => void;
};

export function PhotosStep({ form, onImagesChange }: PhotosStepProps) {
  const images = form.watch('images');
  const error = fieldError(form, 'images');
  const isFull = images.length >= MAX_LISTING_PHOTOS;

  /** From the photos at the time of the change: several uploads may land one after another. */
  const setImages = (change: (current: ListingImage[]) => ListingImage[]) => {
    form.setValue('images', change(form.getValues('images')), { shouldDirty: true });
    form.clearErrors('images');
    onImagesChange?.();
  };
  const setTyped = (type: AuctionImageType, url: string) =>
    setImages((current) =>
      current.some((image) => image.type === type)
        ? current.map((image) => (image.type === type ? { type, image: url } : image))
        : [...current, { type, image: url }],
    );
  const removeAt = (index: number) => setImages((current) => current.filter((_, i) => i !== index));
  const typedUrl = (type: AuctionImageType) => images.find((image) => image.type === type)?.image ?? '';

  const slot = (type: AuctionImageType, isRequired: boolean) => {
    const url = typedUrl(type);
    const isMissing = isRequired && Boolean(error) && !url;
    return (
      <li key={type} className={styles.slot}>
        <ImageUpload
          id={`listing-photo-${type}`}
          label={isRequired ? `${LISTING_PHOTO_LABELS[type]} (필수)` : LISTING_PHOTO_LABELS[type]}
          value={url}
          session="seller"
          error={isMissing ? '사진을 등록해주세요.' : null}
          onChange={(next) => setTyped(type, next)}
        />
        {url && !isRequired ? (
          <button
            type="button"
            className={styles.remove}
            onClick={() => setImages((current) => current.filter((image) => image.type !== type))}
          >
            {LISTING_PHOTO_LABELS[type]} 삭제
          </button>
        ) : null}
      </li>
    );
  };

  const extras = images
    .map((image, index) => ({ image, index }))
    .filter(({ image }) => image.type === EXTRA_TYPE);

  return (
    <div className={styles.step}>
      <p className={styles.lead}>
        밝은 곳에서 차량 전체가 보이게 찍어주세요. 대표 사진, 좌측면, 우측면은 꼭 필요하고, 사진은 모두{' '}
        {MAX_LISTING_PHOTOS}장까지 올릴 수 있습니다.
      </p>
      <p className={styles.total} role="status">
        올린 사진 전체 {images.length}장 / 최대 {MAX_LISTING_PHOTOS}장
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}

      <section aria-labelledby="photos-required">
        <h3 id="photos-required" className={styles.title}>
          필수 사진
        </h3>
        <ul className={styles.slots}>{REQUIRED_LISTING_PHOTO_TYPES.map((type) => slot(type, true))}</ul>
      </section>

      <section aria-labelledby="photos-optional">
        <h3 id="photos-optional" className={styles.title}>
          추가 사진
        </h3>
        <ul className={styles.slots}>
          {OPTIONAL_TYPES.map((type) => slot(type, false))}
          {extras.map(({ image, index }, order) => (
            <li key={`${image.image}-${index}`} className={styles.slot}>
              <ImageUpload
                label={`추가 사진 ${order + 1}`}
                value={image.image}
                session="seller"
                onChange={(url) =>
                  setImages((current) =>
                    current.map((item, i) => (i === index ? { type: EXTRA_TYPE, image: url } : item)),
                  )
                }
              />
              <button type="button" className={styles.remove} onClick={() => removeAt(index)}>
                추가 사진 {order + 1} 삭제
              </button>
            </li>
          ))}
          {isFull ? null : (
            <li className={styles.slot}>
              <ImageUpload
                id="listing-photo-extra"
                label="사진 더 올리기"
                value=""
                session="seller"
                maxFiles={MAX_LISTING_PHOTOS - images.length}
                hint={`흠집, 타이어, 엔진 등 딜러가 궁금해할 부분. 여러 장을 한 번에 고를 수 있고, ${MAX_LISTING_PHOTOS - images.length}장 더 올릴 수 있어요.`}
                onChange={(url) => setImages((current) => [...current, { type: EXTRA_TYPE, image: url }])}
              />
            </li>
          )}
        </ul>
        {isFull ? <p className={styles.hint}>사진은 {MAX_LISTING_PHOTOS}장까지 올릴 수 있습니다.</p> : null}
      </section>
    </div>
  );
}
