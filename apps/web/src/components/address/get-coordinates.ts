// GET /v1/maps/coordinates: the chosen address's point and regions; 0,0 when the lookup fails (spec).
import { api, type CoordinatesResponse } from '@autobid/shared';
import { call } from '@/lib/call';

export type PickedAddress = CoordinatesResponse & { address: string };

export async function lookupCoordinates(
  address: string,
  fallback: Partial<CoordinatesResponse> = {},
): Promise<PickedAddress> {
  // A read: silent, and a failure leaves the point at 0,0 with the regions the picker knew.
  const data = await call(api.maps.coordinates, { query: { address } }).catch(() => null);
  return {
    address,
    longitude: data?.longitude ?? 0,
    latitude: data?.latitude ?? 0,
    region1: data?.region1 || fallback.region1 || '',
    region2: data?.region2 || fallback.region2 || '',
    region3: data?.region3 || fallback.region3 || '',
  };
}
