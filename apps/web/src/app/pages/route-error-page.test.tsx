import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { ERROR_MESSAGE, NOT_FOUND_MESSAGE } from '@/components/ui/status-view';
import { renderApp } from '@/testing/harness';
import { routes } from '../router';

function Crash(): never {
  throw new Error('render crash');
}

/** The app's real route tree with one public page that crashes while rendering. */
function routesWithCrashingPage(): RouteObject[] {
  const [site, ...rest] = routes;
  const [pages] = site?.children ?? [];
  if (!site || !pages?.children) {
    throw new Error('the site layout has no page group');
  }
  const crashing: RouteObject = { path: 'crash', element: <Crash /> };
  const pagesWithCrash: RouteObject = {
    errorElement: pages.errorElement,
    children: [crashing, ...pages.children],
  };
  return [
    { path: site.path, element: site.element, errorElement: site.errorElement, children: [pagesWithCrash] },
    ...rest,
  ];
}

function renderAt(path: string) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  renderApp(routesWithCrashingPage(), { path });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteErrorPage', () => {
  it('shows the error screen, not "not found", when a page throws while rendering, inside the site frame', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/crash');
    expect(await screen.findByRole('heading', { name: ERROR_MESSAGE })).toBeTruthy();
    expect(screen.queryByText(NOT_FOUND_MESSAGE)).toBeNull();
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
    // The header stays, so the person can go anywhere from here.
    expect(screen.getByRole('navigation', { name: '주요 메뉴' })).toBeTruthy();
  });

  it('still says "not found" for an unknown address', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: NOT_FOUND_MESSAGE })).toBeTruthy();
  });
});
