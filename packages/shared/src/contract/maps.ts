// Address coordinates for the sign-up and re-application forms; public.
import { coordinatesQuery, coordinatesResponse } from '../schemas/account';
import { defineRoute } from './route';

export const mapRoutes = {
  coordinates: defineRoute({
    method: 'GET',
    path: '/v1/maps/coordinates',
    access: 'public',
    tag: 'maps',
    summary: '주소 좌표 조회',
    query: coordinatesQuery,
    response: coordinatesResponse,
  }),
};
