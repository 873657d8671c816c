// The app's router in the browser; router.tsx holds only the routes, so the build can render them without a
// window (prerender.tsx).
import { createBrowserRouter } from 'react-router';
import { patchRoutesOnNavigation, routes } from './router';

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
