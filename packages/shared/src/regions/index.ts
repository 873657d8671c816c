// Korea's region tree (province -> district -> neighbourhood), built in from the legal-dong code list
// by scripts/build-regions.mjs. Used by the auction filters and the offline address search.
import data from './regions.json';

type RawDistrict = [code: string, name: string, neighbourhoods: string[]];
type RawProvince = [code: string, name: string, districts: RawDistrict[]];

export type District = { code: string; name: string; neighbourhoods: string[] };
export type Province = { code: string; name: string; districts: District[] };

export const REGION_TREE: readonly Province[] = (data.tree as RawProvince[]).map(
  ([code, name, districts]) => ({
    code,
    name,
    districts: districts.map(([dCode, dName, neighbourhoods]) => ({
      code: `${code}${dCode}`,
      name: dName,
      neighbourhoods,
    })),
  }),
);

export function findProvince(name: string): Province | undefined {
  return REGION_TREE.find((p) => p.name === name);
}

export type RegionMatch = { region1: string; region2: string; region3: string; address: string };

/**
 * Finds neighbourhoods whose "province district neighbourhood" text contains every word of the query,
 * e.g. "강남 역삼" -> 서울특별시 강남구 역삼동. Results keep the tree's order.
 */
export function searchRegions(query: string, limit = 30): RegionMatch[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return [];
  }
  const matches: RegionMatch[] = [];
  for (const province of REGION_TREE) {
    for (const district of province.districts) {
      const prefix = district.name === province.name ? province.name : `${province.name} ${district.name}`;
      for (const neighbourhood of district.neighbourhoods) {
        const address = `${prefix} ${neighbourhood}`;
        if (words.every((w) => address.includes(w))) {
          matches.push({
            region1: province.name,
            region2: district.name === province.name ? '' : district.name,
            region3: neighbourhood,
            address,
          });
          if (matches.length >= limit) {
            return matches;
          }
        }
      }
    }
  }
  return matches;
}

// The filter's places live with the district-only tree, so the auction list loads no neighbourhoods.
export { DISTRICT_TREE, parseRegionFilter, regionFilterEntry, type RegionFilter } from './districts';
