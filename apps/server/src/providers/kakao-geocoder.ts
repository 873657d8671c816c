// Geocoding by the Kakao Local address search (docs/decisions/032): `GET {base}/v2/local/search/address.json?query=`
// with `Authorization: KakaoAK {REST API key}`, the first document's x/y (WGS84 longitude/latitude) and its
// region names. Whatever goes wrong (a refused key 401, a bad query 400, the quota 429, a 5xx, no answer within the
// timeout, no document) answers the local region-tree result instead, with a warning in the log: a dealer's
// sign-up never fails because the map service is down (docs/domain.md "Address coordinates").
import { geocodeLocally, provinceOf, type GeocodeResult, type Geocoder } from './geocoding';

export type KakaoGeocoderOptions = {
  restApiKey: string;
  /** https://dapi.kakao.com, or a fake's address in tests. */
  baseUrl: string;
  /** The longest one look-up may take before the local answer is used; 3 s by default. */
  timeoutMs?: number;
  /** Where a failed look-up is reported (the process log); fields first, then the sentence. */
  warn?: (fields: Record<string, unknown>, message: string) => void;
  fetch?: typeof fetch;
};

/** One region block of a document (`address` for the land-lot address, `road_address` for the road one). */
type KakaoRegion = {
  region_1depth_name?: string;
  region_2depth_name?: string;
  region_3depth_name?: string;
};

type KakaoDocument = {
  address_name?: string;
  x?: string;
  y?: string;
  address?: KakaoRegion | null;
  road_address?: KakaoRegion | null;
};

type KakaoAnswer = { documents?: KakaoDocument[] };

/** The vendor's error body: `{ errorType, message }`. */
type KakaoError = { errorType?: string; message?: string };

/** A document as our result, or null when its coordinates are not numbers. */
export function resultOfDocument(document: KakaoDocument): GeocodeResult | null {
  const longitude = Number(document.x);
  const latitude = Number(document.y);
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude) || document.x === '' || document.y === '') {
    return null;
  }
  const region = document.address ?? document.road_address ?? {};
  const region1 = region.region_1depth_name?.trim() ?? '';
  return {
    longitude,
    latitude,
    // Kakao names provinces short ("서울", "경기"): the region tree's names are the ones the app filters by.
    region1: (region1 && provinceOf(region1)) || region1,
    region2: region.region_2depth_name?.trim() ?? '',
    region3: region.region_3depth_name?.trim() ?? '',
  };
}

export function createKakaoGeocoder(options: KakaoGeocoderOptions): Geocoder {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 3000;
  const warn = options.warn ?? ((fields, message) => console.warn(message, JSON.stringify(fields)));
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/v2/local/search/address.json`;

  return async (address) => {
    const fallback = (reason: Record<string, unknown>) => {
      warn(
        { provider: 'kakao-local', ...reason },
        'geocoding: Kakao Local did not answer, the region tree did',
      );
      return geocodeLocally(address);
    };
    let response: Response;
    try {
      response = await send(`${endpoint}?query=${encodeURIComponent(address)}`, {
        headers: { Authorization: `KakaoAK ${options.restApiKey}` },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return fallback(timedOut ? { timeoutMs } : { error: String(error) });
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return fallback(timedOut ? { timeoutMs } : { status: response.status, error: 'not JSON' });
    }
    if (!response.ok) {
      const { errorType, message } = (body ?? {}) as KakaoError;
      return fallback({ status: response.status, errorType, message });
    }
    const first = (body as KakaoAnswer).documents?.[0];
    const result = first ? resultOfDocument(first) : null;
    // No document: Kakao does not know the address; the region tree may still name its province.
    return result ?? geocodeLocally(address);
  };
}
