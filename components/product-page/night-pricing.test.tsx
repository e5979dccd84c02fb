/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { pageInputs, renderLive } from '@/components/product-page/testing';
import { NightPricing } from './night-pricing';

const at = (iso: string) => () => new Date(iso);

describe('NightPricing (docs/product.md, Constants)', () => {
  it('by day, before 8PM India time, says when the night price starts', () => {
    renderLive(<NightPricing />, { now: at('2026-11-21T13:30:00Z') }); // 19:00 IST
    const box = screen.getByRole('complementary', { name: 'Night pricing' });
    const [day, tonight] = box.querySelectorAll('.night-lines > span');
    expect(day).toHaveTextContent('Night slots from 8PM: MRI at ₹2,750');
    expect(day).not.toHaveClass('unseen');
    expect(tonight).toHaveClass('unseen');
  });

  it('keeps the same box from day to night: only what is seen in it changes', () => {
    const day = renderLive(<NightPricing />, { now: at('2026-11-21T13:30:00Z') });
    const dayBox = day.container.innerHTML.replace(/ class="[^"]*"/g, '');
    day.unmount();
    const night = renderLive(<NightPricing />, { now: at('2026-11-21T15:30:00Z') });
    expect(night.container.innerHTML.replace(/ class="[^"]*"/g, '')).toBe(dayBox);
    const [, tonight] = night.container.querySelectorAll('.night-lines > span');
    expect(tonight).not.toHaveClass('unseen');
  });

  it('offers MRI at ₹2,750 after 8PM, in a popup', () => {
    const { state } = renderLive(<NightPricing />, { now: at('2026-11-21T15:30:00Z') }); // 21:00
    expect(screen.getByRole('complementary', { name: 'Night pricing' })).toHaveTextContent(
      'Night slots tonight: MRI at ₹2,750',
    );
    fireEvent.click(screen.getByRole('button', { name: 'See night pricing' }));
    expect(screen.getByRole('dialog', { name: 'Night pricing' })).toHaveTextContent('₹2,750');
    fireEvent.click(screen.getByRole('button', { name: 'Book a night slot' }));
    expect(state.go).toHaveBeenCalledWith('#/book-appointment/walkin/');
  });

  it('offers CT at ₹1,000, and nothing for other categories', () => {
    const night = at('2026-11-21T15:30:00Z');
    const ct = { ...pageInputs, categoryCode: 'ct', categoryName: 'CT' };
    const { unmount } = renderLive(<NightPricing />, { now: night, inputs: ct });
    expect(screen.getByRole('complementary', { name: 'Night pricing' })).toHaveTextContent(
      'CT at ₹1,000',
    );
    unmount();
    const usg = { ...pageInputs, categoryCode: 'ultrasound', showNightPricing: false };
    renderLive(<NightPricing />, { now: night, inputs: usg });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
