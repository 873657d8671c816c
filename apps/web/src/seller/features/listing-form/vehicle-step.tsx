// Step 1, 차량 정보: brand (grouped by 오토바이/자동차), model, year, mileage, fuel and colour. The brand decides
// the condition sheet's vehicle type: another type keeps only the items its sheet has.
import { Fragment } from 'react';
import { FUELS, FUEL_LABELS, VEHICLE_TYPES, VEHICLE_TYPE_LABELS, type Brand } from '@autobid/shared';
import { Button } from '@/components/ui/button';
import { FieldWrapper, controlClassName } from '@/components/ui/field-wrapper';
import { TextField } from '@/components/ui/text-field';
import { bindChoice, bindField, fieldError } from '@/lib/form';
import { useBrands } from '../../api/get-brands';
import { sheetForType } from '../../lib/condition-sheet';
import { formatNumberText } from '../../lib/listing-form';
import { ChoiceField } from '@/components/ui/choice-field';
import type { ListingForm } from './form-binding';
import { UnitField } from './unit-field';
import styles from './listing-fields.module.css';

const FUEL_OPTIONS = FUELS.map((fuel) => ({ value: fuel, label: FUEL_LABELS[fuel] }));
const YEAR_DIGITS = 4;

function BrandSelect({ form }: { form: ListingForm }) {
  const brands = useBrands();
  const error = fieldError(form, 'brandId');
  const { ref, onBlur } = form.register('brandId');
  if (brands.isError) {
    return (
      <div className={styles.wide}>
        <p className={styles.error} role="alert">
          브랜드 목록을 불러오지 못했습니다.{' '}
          <Button size="sm" variant="outline" onClick={() => void brands.refetch()}>
            다시 불러오기
          </Button>
        </p>
      </div>
    );
  }
  const byType = (type: Brand['vehicleType']) => (brands.data ?? []).filter((b) => b.vehicleType === type);
  return (
    <FieldWrapper label="브랜드" id="listing-brand" error={error} className={styles.wide}>
      {(control) => (
        <select
          {...control}
          ref={ref}
          name="brandId"
          onBlur={onBlur}
          className={controlClassName(Boolean(error), styles.select)}
          value={form.watch('brandId')}
          disabled={brands.isPending}
          onChange={(event) => {
            const chosen = (brands.data ?? []).find((b) => String(b.id) === event.target.value);
            form.setValue('brandId', event.target.value, { shouldDirty: true });
            form.setValue(
              'conditionReport',
              sheetForType(form.getValues('conditionReport'), chosen?.vehicleType ?? ''),
              { shouldDirty: true },
            );
            form.clearErrors(['brandId', 'conditionReport']);
          }}
        >
          <option value="">{brands.isPending ? '불러오는 중...' : '브랜드를 선택해주세요'}</option>
          {VEHICLE_TYPES.map((type) => (
            <Fragment key={type}>
              {byType(type).length > 0 ? (
                <optgroup label={VEHICLE_TYPE_LABELS[type]}>
                  {byType(type).map((brand) => (
                    <option key={brand.id} value={String(brand.id)}>
                      {brand.name}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </Fragment>
          ))}
        </select>
      )}
    </FieldWrapper>
  );
}

export function VehicleStep({ form }: { form: ListingForm }) {
  return (
    <div className={styles.grid}>
      <BrandSelect form={form} />
      <TextField
        id="listing-model"
        label="모델명"
        placeholder="예) CB125R, 아반떼 CN7"
        maxLength={100}
        className={styles.wide}
        {...bindField(form, 'model')}
      />
      <TextField
        id="listing-year"
        label="연식"
        inputMode="numeric"
        placeholder="예) 2021"
        {...bindField(form, 'year', (raw) => raw.replace(/\D/g, '').slice(0, YEAR_DIGITS))}
      />
      <UnitField
        id="listing-mileage"
        label="주행거리"
        unit="km"
        placeholder="0"
        hint="숫자로만 입력해주세요 (0 ~ 9,999,999km). 30만km를 넘으면 한 번 더 확인합니다."
        {...bindField(form, 'mileage', formatNumberText)}
      />
      <ChoiceField
        id="listing-fuel"
        legend="연료"
        options={FUEL_OPTIONS}
        className={styles.wide}
        {...bindChoice(form, 'fuel')}
      />
      <TextField
        id="listing-color"
        label="색상"
        placeholder="예) 흰색"
        maxLength={30}
        {...bindField(form, 'color')}
      />
    </div>
  );
}
