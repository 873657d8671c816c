import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { useBottomBarSpace } from './use-bottom-bar-space';

function Layout({ showBar }: { showBar: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useBottomBarSpace(ref);
  return (
    <div ref={ref} data-testid="layout">
      <p>본문</p>
      {showBar ? <div data-bottom-bar="">입찰하기</div> : null}
    </div>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useBottomBarSpace', () => {
  it('adds the height of a marked bottom bar below the page while it is there', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { height: this.hasAttribute('data-bottom-bar') ? 87.4 : 0 } as DOMRect;
    });
    const { getByTestId, rerender } = render(<Layout showBar={false} />);
    const layout = getByTestId('layout');
    expect(layout.style.getPropertyValue('--bottom-bar-space')).toBe('0px');
    rerender(<Layout showBar />);
    await vi.waitFor(() => expect(layout.style.getPropertyValue('--bottom-bar-space')).toBe('88px'));
    rerender(<Layout showBar={false} />);
    await vi.waitFor(() => expect(layout.style.getPropertyValue('--bottom-bar-space')).toBe('0px'));
  });
});
