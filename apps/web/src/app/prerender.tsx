// Build time only (apps/web/vite.config.ts): the HTML the landing page shows before the app's script has run, so
// it paints without waiting for it. Signed out, with every query still pending, as the app's own first
// render shows it; main.tsx then hydrates it (the same nodes stay, so nothing moves or paints again).
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './router';

/**
 * The pages vite.config.ts writes to prerendered/<path>.html (web-app.ts serves them): `render` puts the page's
 * HTML in, `module` (a lazy page, as the manifest names it) adds its CSS and module preloads, `firstScript` (a file
 * of public/) goes first in its head, before anything else loads.
 */
export const PRERENDERED_PAGES: { path: string; render: boolean; module?: string; firstScript?: string }[] = [
  { path: '/', render: true, module: 'src/dealer/pages/landing-page.tsx' },
  { path: '/login', render: true, module: 'src/dealer/pages/login-page.tsx' },
  {
    path: '/auction/list',
    render: false,
    module: 'src/dealer/features/auctions-list/auction-list-page.tsx',
    // Page 1 and the first photo asked for before the app's modules load (docs/decisions/043).
    firstScript: '/first-page.js',
  },
];

export async function prerender(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) {
    throw new Error(`${pathname} answered ${context.status} instead of a page`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
}
