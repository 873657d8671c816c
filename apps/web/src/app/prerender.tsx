// Build time only (apps/web/vite.config.ts): the HTML the landing page shows before the app's script has run, so
// it paints without waiting for it. Signed out, with every query still pending, as the app's own first
// render shows it; main.tsx then hydrates it (the same nodes stay, so nothing moves or paints again). The list's
// first screen is drawn for a signed-in, approved dealer whose answers have not arrived (a session with no name
// yet, every query pending); its first script fills in the cards and main.tsx draws the page anew over it.
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { emptyProfile, dealerSession } from '@/lib/dealer-session';
import { setPrerenderToken } from '@/lib/storage';
import type { FirstCardClasses } from '@/first-screen/draw-cards';
import card from '@/components/ui/auction-card.module.css';
import countdown from '@/components/ui/countdown.module.css';
import grid from '@/dealer/features/auctions-list/components/auction-grid.module.css';
import { routes } from './router';

/** The session the list's first screen is drawn for: a token, an approved profile not yet read (id 0, no name). */
const FIRST_SCREEN_TOKEN = 'first-screen';

/** The class names the list's first script draws its cards with (first-screen/draw-cards.ts), as the app's. */
export const FIRST_SCREEN_CLASSES: FirstCardClasses = { grid, card, countdown };

export type PrerenderedPage = {
  path: string;
  /** Signed out (hydrated by main.tsx), a signed-in first screen (drawn over by main.tsx), or no HTML. */
  render: 'signed-out' | 'first-screen' | false;
  module?: string;
  firstScript?: string;
};

/**
 * The pages vite.config.ts writes to prerendered/<path>.html (web-app.ts serves them): `render` puts the page's
 * HTML in, `module` (a lazy page, as the manifest names it) adds its CSS and module preloads, `firstScript` (a
 * module of src/, built into a classic script of its own) goes first in its head, before anything else loads.
 */
export const PRERENDERED_PAGES: PrerenderedPage[] = [
  // The font asked for after the first paint where the browser has not loaded it yet (docs/decisions/043).
  {
    path: '/',
    render: 'signed-out',
    module: 'src/dealer/pages/landing-page.tsx',
    firstScript: 'src/first-screen/font.main.ts',
  },
  {
    path: '/login',
    render: 'signed-out',
    module: 'src/dealer/pages/login-page.tsx',
    firstScript: 'src/first-screen/font.main.ts',
  },
  {
    path: '/auction/list',
    render: 'first-screen',
    module: 'src/dealer/features/auctions-list/auction-list-page.tsx',
    // Page 1, the profile and the first photo asked for, and the cards drawn, before the app's modules load, and
    // the font as on the pages above (docs/decisions/043).
    firstScript: 'src/first-screen/first-page.main.ts',
  },
];

export async function prerender(pathname: string, render: 'signed-out' | 'first-screen'): Promise<string> {
  const handler = createStaticHandler(routes);
  const client = new QueryClient();
  if (render === 'first-screen') {
    setPrerenderToken(FIRST_SCREEN_TOKEN);
    client.setQueryData(dealerSession.profileKeyOf(FIRST_SCREEN_TOKEN), {
      ...emptyProfile,
      status: 'APPROVED',
    });
  }
  try {
    const context = await handler.query(new Request(`http://localhost${pathname}`));
    if (context instanceof Response) {
      throw new Error(`${pathname} answered ${context.status} instead of a page`);
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToString(
      <QueryClientProvider client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>,
    );
  } finally {
    setPrerenderToken(null);
    // A cached answer holds a timer (its garbage collection) that would keep the build's process alive.
    client.clear();
  }
}
