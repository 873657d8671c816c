// The frame of every page: fixed header, content below it, footer, and room below the footer for a bar
// fixed to the bottom of the screen (use-bottom-bar-space).
import { useRef } from 'react';
import { Outlet } from 'react-router';
import { useDealerSession } from '@/lib/dealer-session';
import { ScrollToTop } from '../../app/scroll-to-top';
import { SiteFooter } from '../../components/app-frame/site-footer';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';
import { useBottomBarSpace } from './use-bottom-bar-space';

export function SiteLayout() {
  // Public pages show the profile chip too when a token exists.
  useDealerSession();
  const layout = useRef<HTMLDivElement>(null);
  useBottomBarSpace(layout);
  return (
    <div ref={layout} className={styles.layout}>
      <ScrollToTop />
      <SiteHeader />
      <main className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

/** Bare frame for the terms pages embedded in the seller app's webview. */
export function WebviewLayout() {
  return (
    <main className={styles.webview}>
      <ScrollToTop />
      <Outlet />
    </main>
  );
}
