// GET /v1/maps/coordinates: the chosen address's point and regions; 0,0 when the lookup fails (spec).
import type { CoordinatesResponse } from '@autobid/shared';
import { getData } from '@/lib/http';

export type PickedAddress = CoordinatesResponse & { address: string };

export async function lookupCoordinates(
  address: string,
  fallback: Partial<CoordinatesResponse> = {},
): Promise<PickedAddress> {
  const data = await getData<CoordinatesResponse>('/v1/maps/coordinates', { address }, { silent: true });
  return {
    address,
    longitude: typeof data?.longitude === 'number' ? data.longitude : 0,
    latitude: typeof data?.latitude === 'number' ? data.latitude : 0,
    region1: data?.region1 || fallback.region1 || '',
    region2: data?.region2 || fallback.region2 || '',
    region3: data?.region3 || fallback.region3 || '',
  };
}
