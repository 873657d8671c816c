// Korea's provinces and their districts without the neighbourhoods (districts.json, written by
// scripts/build-regions.mjs beside regions.json): what the auction filters need, about a tenth of the whole tree.
import data from './districts.json';

type RawProvince = [code: string, name: string, districts: [code: string, name: string][]];

export type DistrictEntry = { code: string; name: string };
export type ProvinceDistricts = { code: string; name: string; districts: DistrictEntry[] };

export const DISTRICT_TREE: readonly ProvinceDistricts[] = (data.tree as RawProvince[]).map(
  ([code, name, districts]) => ({
    code,
    name,
    districts: districts.map(([dCode, dName]) => ({ code: `${code}${dCode}`, name: dName })),
  }),
);

/** One place of the auction list's `regions` filter: a whole province, or one district of it. */
export type RegionFilter = { province: string; district: string | null };

/**
 * The `regions` entry of a place: the province alone, or the province, a space and the district as the tree
 * names it (`부산광역시 서구`, `경기도 수원시 영통구`). A bare district would name every city's 서구.
 */
export function regionFilterEntry(province: string, district?: string | null): string {
  return district && district !== province ? `${province} ${district}` : province;
}

/** Reads a `regions` entry back; null when the tree has no such place (a bare `서구` included). */
export function parseRegionFilter(entry: string): RegionFilter | null {
  const [provinceName = '', ...rest] = entry.trim().split(/\s+/);
  const province = DISTRICT_TREE.find((p) => p.name === provinceName);
  if (!province) {
    return null;
  }
  const district = rest.join(' ');
  // 세종특별자치시 is its own only district.
  if (!district || district === province.name) {
    return { province: province.name, district: null };
  }
  return province.districts.some((d) => d.name === district) ? { province: province.name, district } : null;
}
