// Step 4, 위치와 가격: where the vehicle is (the shared address picker; its regions are stored) and the
// hope price, typed in 만원 and read back in 만/억 beside the box.
import { useCallback } from 'react';
import { formatKoreanWon } from '@autobid/shared';
import { AddressPicker } from '@/components/address/address-picker';
import { PriceGuideBox } from '@/components/price-guide/price-guide';
import type { PickedAddress } from '@/components/address/get-coordinates';
import { bindField, fieldError } from '@/lib/form';
import { formatNumberText, hopePriceWonOf, parseNumberText } from '../../lib/listing-form';
import type { ListingForm } from './form-binding';
import { UnitField } from './unit-field';
import styles from './listing-fields.module.css';

/** "1억 5,250만원" for a price the seller typed, or null while it is empty or not a number. */
export function hopePriceReading(manwon: string): string | null {
  const won = hopePriceWonOf(manwon);
  return won === null || Number.isNaN(won) || won <= 0 ? null : formatKoreanWon(won);
}

export function PlaceStep({ form }: { form: ListingForm }) {
  const [region1, region2, region3] = form.watch(['region1', 'region2', 'region3']);
  const address = [region1, region2, region3].filter(Boolean).join(' ');
  const price = bindField(form, 'hopePriceManwon', formatNumberText);
  const reading = hopePriceReading(price.value);
  const [brandId, model, year, mileage, type] = form.watch([
    'brandId',
    'model',
    'year',
    'mileage',
    'conditionReport.vehicleType',
  ]);
  const hopeWon = hopePriceWonOf(price.value);

  const pick = useCallback(
    (picked: PickedAddress) => {
      form.setValue('region1', picked.region1, { shouldDirty: true });
      form.setValue('region2', picked.region2, { shouldDirty: true });
      form.setValue('region3', picked.region3, { shouldDirty: true });
      form.clearErrors(['region1', 'region2', 'region3']);
    },
    [form],
  );

  return (
    <div className={styles.grid}>
      <div className={styles.wide}>
        <AddressPicker
          label="차량이 있는 곳"
          address={address}
          onPick={pick}
          error={fieldError(form, 'region1') ?? fieldError(form, 'region2') ?? fieldError(form, 'region3')}
        />
      </div>
      <UnitField
        id="listing-hope-price"
        label="희망 가격"
        unit="만원"
        placeholder="0"
        className={styles.wide}
        {...price}
        hint={
          reading ? (
            <>
              <strong>{reading}</strong> · 딜러에게 희망 가격으로 보입니다.
            </>
          ) : (
            '만원 단위의 숫자로 입력해주세요 (1만원 ~ 99억 9,999만원). 예) 350 → 350만원'
          )
        }
      />
      <div className={styles.wide}>
        <PriceGuideBox
          session="seller"
          title="최근 거래가 참고"
          vehicle={{
            brandId: Number(brandId) || null,
            model,
            year: Number(year) || null,
            mileage: parseNumberText(mileage),
            type,
          }}
          price={hopeWon !== null && hopeWon > 0 ? hopeWon : null}
        />
      </div>
    </div>
  );
}
