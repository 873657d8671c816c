// Price guidance from completed trades (docs/domain.md "Price guidance"): "최근 6개월 유사 차량 N대: 중간 X만원,
// 대부분 Y~Z만원" with a small chart of the comparables' price against mileage and this vehicle's place on it;
// below 3 sales only "유사 차량 거래가 아직 적습니다". The seller's hope-price step and the dealer's detail show it.
import { useQuery } from '@tanstack/react-query';
import {
  api,
  formatNumber,
  PRICE_GUIDE_MESSAGES,
  PRICE_GUIDE_MIN_SALES,
  PRICE_GUIDE_MONTHS,
  type PriceGuide,
  type VehicleType,
} from '@autobid/shared';
import { call } from '@/lib/call';
import type { Session } from '@/lib/http';
import styles from './price-guide.module.css';

export type PriceGuideVehicle = {
  brandId: number | null;
  model: string;
  year: number | null;
  mileage: number | null;
  type: VehicleType | '';
};

const manwon = (won: number) => `${formatNumber(Math.round(won / 10_000))}만원`;

/** The guide's sentence for an answer: the band, or the few-sales line. */
export function priceGuideSentence(guide: PriceGuide): string {
  if (guide.count < PRICE_GUIDE_MIN_SALES || guide.median === undefined) {
    return PRICE_GUIDE_MESSAGES.few;
  }
  const low = Math.round((guide.p25 ?? guide.median) / 10_000);
  return `최근 ${PRICE_GUIDE_MONTHS}개월 유사 차량 ${guide.count}대: 중간 ${manwon(guide.median)}, 대부분 ${formatNumber(low)}~${manwon(guide.p75 ?? guide.median)}`;
}

/** Whether the vehicle is described enough to ask: brand, model, year, mileage and type. */
function askOf(vehicle: PriceGuideVehicle) {
  const { brandId, model, year, mileage, type } = vehicle;
  if (!brandId || !model.trim() || !year || mileage === null || Number.isNaN(mileage) || !type) {
    return null;
  }
  return {
    brandId: String(brandId),
    model: model.trim(),
    year: String(year),
    mileage: String(mileage),
    type,
  };
}

export function usePriceGuide(vehicle: PriceGuideVehicle, session: Session) {
  const query = askOf(vehicle);
  return useQuery({
    queryKey: ['price-guide', session, query],
    queryFn: () => call(api.priceGuide.guide, { query: query! }, { session, silent: true }),
    enabled: query !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 14;
/** Room on the left for the price labels. */
const LEFT = 48;

/** The comparables' price (y) against mileage (x), the band shaded, this vehicle's mileage marked. */
export function PriceGuideChart({
  guide,
  mileage,
  price,
}: {
  guide: PriceGuide;
  mileage: number;
  price?: number | null;
}) {
  const points = guide.recent ?? [];
  const prices = [...points.map((p) => p.price), ...(price ? [price] : [])];
  const kms = [...points.map((p) => p.mileage), mileage];
  const [minP, maxP] = [Math.min(...prices), Math.max(...prices)];
  const [minK, maxK] = [Math.min(...kms), Math.max(...kms)];
  const x = (km: number) => LEFT + ((km - minK) / Math.max(maxK - minK, 1)) * (WIDTH - LEFT - PAD);
  const y = (won: number) => HEIGHT - PAD - ((won - minP) / Math.max(maxP - minP, 1)) * (HEIGHT - 2 * PAD);
  const bandTop = y(guide.p75 ?? minP);
  const bandBottom = y(guide.p25 ?? minP);
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`유사 차량 ${points.length}대의 주행거리별 거래가와 이 차량의 위치`}
    >
      <rect
        x={LEFT}
        y={bandTop}
        width={WIDTH - LEFT - PAD}
        height={Math.max(bandBottom - bandTop, 1)}
        className={styles.band}
      />
      <line x1={LEFT} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} className={styles.axis} />
      <text x={LEFT - 6} y={y(maxP) + 3} textAnchor="end" className={styles.label}>
        {manwon(maxP)}
      </text>
      <text x={LEFT - 6} y={y(minP) + 3} textAnchor="end" className={styles.label}>
        {manwon(minP)}
      </text>
      {points.map((p, i) => (
        <circle key={i} cx={x(p.mileage)} cy={y(p.price)} r={4} className={styles.point}>
          <title>{`${formatNumber(p.mileage)}km · ${manwon(p.price)} · ${p.year}년식 · ${p.completedOn}`}</title>
        </circle>
      ))}
      <line x1={x(mileage)} x2={x(mileage)} y1={PAD / 2} y2={HEIGHT - PAD} className={styles.mine} />
      {price ? <circle cx={x(mileage)} cy={y(price)} r={5} className={styles.minePoint} /> : null}
      <text x={LEFT} y={HEIGHT - 2} className={styles.label}>
        {`${formatNumber(minK)}km`}
      </text>
      <text x={WIDTH - PAD} y={HEIGHT - 2} textAnchor="end" className={styles.label}>
        {`${formatNumber(maxK)}km`}
      </text>
    </svg>
  );
}

/** The guide box: nothing until the vehicle is described, the band with its chart, or the few-sales line. */
export function PriceGuideBox({
  vehicle,
  session,
  price,
  title = '유사 차량 거래가',
}: {
  vehicle: PriceGuideVehicle;
  session: Session;
  /** This vehicle's price (the hope price) to place on the chart. */
  price?: number | null;
  title?: string;
}) {
  const guide = usePriceGuide(vehicle, session);
  if (!askOf(vehicle) || guide.isError) {
    return null;
  }
  return (
    <section className={styles.box} aria-label={title} data-testid="price-guide">
      <strong className={styles.title}>{title}</strong>
      {guide.isPending ? (
        <p className={styles.text}>불러오는 중입니다...</p>
      ) : (
        <>
          <p className={styles.text}>{priceGuideSentence(guide.data)}</p>
          {guide.data.median !== undefined && vehicle.mileage !== null ? (
            <>
              <PriceGuideChart guide={guide.data} mileage={vehicle.mileage} price={price} />
              <p className={styles.legend}>
                점: 최근 거래 (주행거리·거래가) · 세로선: 이 차량의 주행거리 · 음영: 대부분의 거래가
              </p>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
