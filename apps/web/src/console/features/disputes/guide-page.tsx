// /admin/disputes/guide: the deduction guide (docs/domain.md "Handover"), one tab per vehicle type, each
// editing every item of that type's sheet; a dealer's claim outside an item's range needs a reason.
import { useState } from 'react';
import { VEHICLE_TYPE_LABELS, VEHICLE_TYPES, type VehicleType } from '@autobid/shared';
import { ButtonLink } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { AdminPage, AdminPanel } from '../../components/admin-page';
import { AdminTabs, tabsOf } from '../../components/admin-tabs';
import { useDeductionGuide } from './api/get-guide';
import { GuideEditor } from './components/guide-editor';

const GUIDE_READ_FAILED_TITLE = '감가 기준표를 불러오지 못했습니다.';

export function GuidePage() {
  const guide = useDeductionGuide();
  const [type, setType] = useState<VehicleType>('MOTORBIKE');
  return (
    <AdminPage
      title="감가 기준표"
      description="점검표 항목마다 현장 감가의 통상 금액 범위를 정합니다. 딜러가 범위를 벗어난 금액을 요청하면 사유를 적어야 하고, 판정할 때 이 범위를 참고합니다."
      actions={
        <ButtonLink to="/admin/disputes" variant="outline" size="sm">
          ← 감가 분쟁
        </ButtonLink>
      }
    >
      <AdminTabs
        label="차종"
        tabs={tabsOf(VEHICLE_TYPES, VEHICLE_TYPE_LABELS)}
        selected={type}
        onSelect={setType}
      />
      <QueryState query={guide} failedTitle={GUIDE_READ_FAILED_TITLE}>
        {(entries) => (
          <AdminPanel>
            {/* Both types stay mounted, so an edit survives a look at the other tab. */}
            {VEHICLE_TYPES.map((vehicleType) => (
              <div key={vehicleType} hidden={vehicleType !== type}>
                <GuideEditor vehicleType={vehicleType} entries={entries} />
              </div>
            ))}
          </AdminPanel>
        )}
      </QueryState>
    </AdminPage>
  );
}
