import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { SellerHomePage } from './seller-home-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SellerHomePage', () => {
  it('says it is loading in Korean while the listings load', () => {
    // A request that never answers keeps the page loading.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/seller']}>
          <SellerHomePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('불러오는 중입니다...');
    expect(screen.queryByText('Loading..')).toBeNull();
  });
});
