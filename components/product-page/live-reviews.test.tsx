/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { CustomerCenterReviews } from '@/lib/reviews/client';
import { LiveContext } from '@/components/product-page/live-context';
import { fakeApi, liveState } from '@/components/product-page/testing';
import { LiveReviews } from './live-features';

const review = (n: number) => ({
  customer_name: `Patient ${n}`,
  created: new Date(Date.UTC(2026, 9, 1, 0, n)).toISOString(),
  review_partner_center_rating: 4,
  review_comments: `<b>Comment ${n}</b>`,
  show_partner_reviews: true,
  partner_center_name: n % 2 ? `Centre ${n}` : null,
});

const page = (
  from: number,
  count: number,
  total: number,
  next: string | null = null,
): CustomerCenterReviews => ({
  reviews: Array.from({ length: count }, (_, i) => review(from + i)),
  no_of_reviews_to_show_on_initial_load: 3,
  total_reviews_count: total,
  next_cursor: next,
});

function renderReviews(
  customerCenterReviews: jest.Mock,
  initial: CustomerCenterReviews | null = null,
) {
  const state = liveState({ api: fakeApi({ customerCenterReviews }) });
  // A fresh SWR cache per test.
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <LiveContext.Provider value={state}>
        <LiveReviews initial={initial} />
      </LiveContext.Provider>
    </SWRConfig>,
  );
}

describe('Reviews (docs/product.md, States and Errors)', () => {
  it("says 'Loading Reviews. Please Wait...' while loading, then shows the first N", async () => {
    let answer!: (v: CustomerCenterReviews) => void;
    const call = jest.fn(() => new Promise((r) => (answer = r)));
    renderReviews(call);
    expect(screen.getByText('Loading Reviews. Please Wait...')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith({
      show_all_reviews: false,
      city_id: 1,
      product_random_id: 'ay5jt4',
    });
    await act(async () => answer(page(1, 5, 40)));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Comment 1').tagName).toBe('B');
    expect(screen.getByRole('button', { name: 'Show More Reviews' })).toBeInTheDocument();
  });

  it("says 'Something went wrong. Please try again later' on failure", async () => {
    renderReviews(jest.fn(() => Promise.reject(new Error('boom'))));
    expect(
      await screen.findByText('Something went wrong. Please try again later'),
    ).toBeInTheDocument();
  });

  it("says 'No Reviews Available' when empty", async () => {
    renderReviews(jest.fn(() => Promise.resolve(page(1, 0, 0))));
    expect(await screen.findByText('No Reviews Available')).toBeInTheDocument();
  });

  it("offers 'Show More Reviews' only when the total exceeds N", () => {
    renderReviews(jest.fn(), page(1, 3, 3));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show More Reviews' })).toBeNull();
  });

  it('starts from the reviews in the page without asking again', () => {
    const call = jest.fn();
    renderReviews(call, page(1, 3, 10));
    expect(screen.getByText('Patient 1')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('opens a full-screen list with show_all_reviews, loading further pages as it scrolls', async () => {
    jest.useFakeTimers();
    // The first page answers when the test says so, to see the list loading.
    let answerFirstPage = () => {};
    const firstPage = new Promise<void>((resolve) => (answerFirstPage = resolve));
    const call = jest.fn(({ cursor }: { cursor?: string | null }) =>
      cursor
        ? Promise.resolve(page(21, 20, 45, 'c2'))
        : firstPage.then(() => page(1, 20, 45, 'c1')),
    );
    renderReviews(call, page(1, 3, 45));
    fireEvent.click(screen.getByRole('button', { name: 'Show More Reviews' }));
    // the list's code loads on the first click
    const dialog = await screen.findByRole('dialog', { name: 'Customer reviews' });
    expect(dialog).toHaveClass('popup-full');
    expect(within(dialog).getByText('Loading Reviews...')).toBeInTheDocument();
    answerFirstPage();
    await act(async () => jest.advanceTimersByTimeAsync(50));
    expect(call).toHaveBeenLastCalledWith({
      show_all_reviews: true,
      city_id: 1,
      product_random_id: 'ay5jt4',
      cursor: null,
    });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(20);

    const body = dialog.querySelector('.popup-body') as HTMLElement;
    Object.defineProperties(body, {
      scrollHeight: { value: 2000, configurable: true },
      clientHeight: { value: 800, configurable: true },
      scrollTop: { value: 1000, writable: true, configurable: true },
    });
    fireEvent.scroll(body);
    fireEvent.scroll(body); // within 300 ms: throttled
    await act(async () => jest.advanceTimersByTimeAsync(50));
    expect(call).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenLastCalledWith(expect.objectContaining({ cursor: 'c1' }));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(40);
    jest.useRealTimers();
    await waitFor(() => expect(within(dialog).getByText('Patient 40')).toBeInTheDocument());
  });
});
