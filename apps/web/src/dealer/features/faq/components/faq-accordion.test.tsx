import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FaqAccordion } from './faq-accordion';

afterEach(cleanup);

describe('FaqAccordion', () => {
  it('shows three items in reverse order, one open at a time, and closes the open one on click', () => {
    render(<FaqAccordion />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(3);
    expect(buttons[0]?.textContent).toContain('경매와 입찰은 어떻게 진행되나요?');
    expect(buttons[2]?.textContent).toContain('딜러 회원가입은 어떻게 하나요?');
    const [first, second] = buttons as [HTMLElement, HTMLElement];

    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
  });

  it('rendered ahead (the landing page), its questions wait for the hydration before they can be opened', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FaqAccordion />);
    document.body.append(container);
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons).toHaveLength(3);
    expect(buttons.every((button) => button.disabled)).toBe(true);

    const root = await act(() => Promise.resolve(hydrateRoot(container, <FaqAccordion />)));
    expect(buttons.every((button) => !button.disabled)).toBe(true);
    fireEvent.click(buttons[0]!);
    expect(buttons[0]!.getAttribute('aria-expanded')).toBe('true');
    act(() => root.unmount());
    container.remove();
  });
});
