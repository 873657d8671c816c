import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

afterEach(cleanup);

describe('ScrollToTop', () => {
  it('leaves the page it started on where it is, and sends every later path to the top', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo;
    // The page was loaded at window.location's path (jsdom's "/").
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], {
      initialEntries: [window.location.pathname],
    });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/auction/detail/3'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate(window.location.pathname));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
