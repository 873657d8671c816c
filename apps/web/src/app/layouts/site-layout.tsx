// The frame of every page: fixed header, content below it, footer.
import { Outlet } from 'react-router';
import { ScrollToTop } from '../scroll-to-top';
import { useSessionSync } from '../session';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';

export function SiteLayout() {
  // Public pages show the profile chip too when a token exists.
  useSessionSync();
  return (
    <div className={styles.layout}>
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
