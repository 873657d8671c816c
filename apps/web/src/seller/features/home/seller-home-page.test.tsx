import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { api } from '@autobid/shared';
import { hold, renderApp } from '@/testing/harness';
import { SellerHomePage } from './seller-home-page';

describe('SellerHomePage', () => {
  it('says it is loading in Korean while the listings load', () => {
    // A list that never answers keeps the page loading.
    hold(api.sellers.list);
    renderApp(<SellerHomePage />, { path: '/seller' });
    expect(screen.getByRole('status').textContent).toBe('불러오는 중입니다...');
    expect(screen.queryByText('Loading..')).toBeNull();
  });
});
