// Geocoding provider: the local implementation matches the region tree offline and answers the province's
// approximate centre (0,0 when no province is recognised); kakao-geocoder.ts asks the Kakao Local address search
// and falls back to this answer (docs/decisions/032).
import { REGION_TREE, searchRegions } from '@autobid/shared/regions';

export type GeocodeResult = {
  longitude: number;
  latitude: number;
  region1: string;
  region2: string;
  region3: string;
};
export type Geocoder = (address: string) => Promise<GeocodeResult>;

/** Approximate centres (city halls / provincial offices), enough to sort and filter by area. */
const PROVINCE_CENTRES: Record<string, { latitude: number; longitude: number }> = {
  서울특별시: { latitude: 37.5665, longitude: 126.978 },
  부산광역시: { latitude: 35.1796, longitude: 129.0756 },
  대구광역시: { latitude: 35.8714, longitude: 128.6014 },
  인천광역시: { latitude: 37.4563, longitude: 126.7052 },
  광주광역시: { latitude: 35.1595, longitude: 126.8526 },
  대전광역시: { latitude: 36.3504, longitude: 127.3845 },
  울산광역시: { latitude: 35.5384, longitude: 129.3114 },
  세종특별자치시: { latitude: 36.48, longitude: 127.289 },
  경기도: { latitude: 37.2752, longitude: 127.0095 },
  충청북도: { latitude: 36.6357, longitude: 127.4917 },
  충청남도: { latitude: 36.6588, longitude: 126.6728 },
  전라남도: { latitude: 34.8161, longitude: 126.4629 },
  경상북도: { latitude: 36.576, longitude: 128.5056 },
  경상남도: { latitude: 35.2383, longitude: 128.6924 },
  제주특별자치도: { latitude: 33.4996, longitude: 126.5312 },
  강원특별자치도: { latitude: 37.8854, longitude: 127.7298 },
  전북특별자치도: { latitude: 35.8242, longitude: 127.148 },
};

/** Short and former names people type ("서울", "강원도", "전라북도") mapped to the tree's province names. */
const PROVINCE_ALIASES: [string, string][] = [
  ['서울', '서울특별시'],
  ['부산', '부산광역시'],
  ['대구', '대구광역시'],
  ['인천', '인천광역시'],
  ['광주', '광주광역시'],
  ['대전', '대전광역시'],
  ['울산', '울산광역시'],
  ['세종', '세종특별자치시'],
  ['경기', '경기도'],
  ['충북', '충청북도'],
  ['충청북도', '충청북도'],
  ['충남', '충청남도'],
  ['충청남도', '충청남도'],
  ['전남', '전라남도'],
  ['전라남도', '전라남도'],
  ['경북', '경상북도'],
  ['경상북도', '경상북도'],
  ['경남', '경상남도'],
  ['경상남도', '경상남도'],
  ['제주', '제주특별자치도'],
  ['강원', '강원특별자치도'],
  ['전북', '전북특별자치도'],
  ['전라북도', '전북특별자치도'],
];

export function provinceOf(word: string): string | null {
  const exact = REGION_TREE.find((p) => p.name === word);
  if (exact) {
    return exact.name;
  }
  // Longest alias first so "전라남도" is not read as another province's prefix.
  const alias = [...PROVINCE_ALIASES]
    .sort((a, b) => b[0].length - a[0].length)
    .find(([short]) => word.startsWith(short));
  return alias?.[1] ?? null;
}

export function geocodeLocally(address: string): GeocodeResult {
  const words = address
    .replace(/[()[\],]/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '' && !/^\d/.test(w));
  const empty: GeocodeResult = { longitude: 0, latitude: 0, region1: '', region2: '', region3: '' };
  const first = words[0];
  const region1 = first ? provinceOf(first) : null;
  if (!region1) {
    return empty;
  }
  const centre = PROVINCE_CENTRES[region1] ?? { latitude: 0, longitude: 0 };
  const result: GeocodeResult = { ...empty, ...centre, region1 };
  const province = REGION_TREE.find((p) => p.name === region1);
  // District names may span two words ("수원시 영통구"): try the longest prefix first.
  const rest = words.slice(1);
  for (let n = Math.min(2, rest.length); n >= 1; n--) {
    const candidate = rest.slice(0, n).join(' ');
    const district = province?.districts.find((d) => d.name === candidate);
    if (!district) {
      continue;
    }
    result.region2 = district.name;
    const next = rest[n];
    if (next && district.neighbourhoods.includes(next)) {
      result.region3 = next;
    }
    return result;
  }
  // A neighbourhood straight under the province (e.g. 세종특별자치시 조치원읍).
  const next = rest[0];
  if (next) {
    const [match] = searchRegions(`${region1} ${next}`, 1);
    if (match && match.region3 === next) {
      result.region3 = match.region3;
    }
  }
  return result;
}

export const localGeocoder: Geocoder = (address) => Promise.resolve(geocodeLocally(address));
