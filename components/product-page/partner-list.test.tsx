/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import type { PartnerWithHref } from '@/lib/product-page/partner-rows';
import { PartnerList, type MorePartners } from './partner-list';
import { basicInfo, renderLive } from './testing';

const partner = (id: number, extra: Partial<PartnerWithHref> = {}): PartnerWithHref => ({
  id,
  name: `Org ${id}`,
  rating: 4.2,
  locationsCount: 2,
  discountPercent: 20,
  minPrice: 1000 * id,
  maxPrice: 1000 * id + 500,
  imageUrl: `/partner-logos/org-${id}.svg`,
  reportRecord: null,
  href: `/partners/org-${id}/hyderabad/?product_id=abc234`,
  ...extra,
});

const more: MorePartners = {
  total: 12,
  productRandomId: 'abc234',
  productName: 'MRI Brain',
  productSlug: 'mri-brain',
  city: { id: 1, slug: 'hyderabad' },
};

const wire = (id: number) => ({
  id,
  name: `Org ${id}`,
  rating: 4,
  locations_count: 1,
  discount_percent: 10,
  min_price: 1000 * id,
  max_price: 1000 * id,
  image_url: `/partner-logos/org-${id}.svg`,
  organization_page_url: `/partners/org-${id}/hyderabad/`,
  report_record: id === 11 ? { on_time: 118, total: 120 } : null,
});

describe('PartnerList', () => {
  it("shows a partner's report record when it has enough reports, nothing otherwise, and says how partners are ordered", () => {
    renderLive(
      <PartnerList
        partners={[
          partner(1, { reportRecord: { onTime: 119, total: 120 } }),
          // 89.6% is shown as 89%, never as the 90% that ranks higher.
          partner(2, { reportRecord: { onTime: 43, total: 48 } }),
          partner(3),
        ]}
      />,
    );
    const [first, second, third] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Reports on time: 99% of 120 in the last 90 days');
    expect(second).toHaveTextContent('Reports on time: 89% of 48 in the last 90 days');
    expect(third).not.toHaveTextContent('Reports on time');
    expect(
      screen.getByText(/^Ordered by lowest price\. Among prices within 5%/),
    ).toBeInTheDocument();
  });

  it('highlights the top 3 and lists the rest below', () => {
    renderLive(<PartnerList partners={[1, 2, 3, 4, 5].map((i) => partner(i))} />);
    const top = screen.getByRole('list', { name: 'Top partner centres' });
    const rest = screen.getByRole('list', { name: 'More partner centres' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Org 1'),
      expect.stringContaining('Org 2'),
      expect.stringContaining('Org 3'),
    ]);
    for (const li of within(top).getAllByRole('listitem')) expect(li).toHaveClass('partner-top');
    expect(within(rest).getAllByRole('listitem')).toHaveLength(2);
    expect(within(rest).getAllByRole('listitem')[0]).not.toHaveClass('partner-top');
  });

  it('shows rating, locations, discount and prices in rupees', () => {
    renderLive(
      <PartnerList partners={[partner(1, { locationsCount: 1, rating: null, maxPrice: 1000 })]} />,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('No ratings yet · 1 location · up to 20% off');
    expect(item).toHaveTextContent('₹1,000');
    expect(screen.queryByRole('list', { name: 'More partner centres' })).toBeNull();
  });

  it('says so when no partner offers the test', () => {
    renderLive(<PartnerList partners={[]} />);
    expect(screen.getByText('No partner centre offers this test here yet.')).toBeInTheDocument();
  });

  it('shows the partners beyond the rendered ones from the page’s basic info, carrying the query', () => {
    window.history.replaceState(null, '', '/hyderabad/mri-brain/abc234/?utm_source=x');
    const info = basicInfo({
      partner_organizations: Array.from({ length: 12 }, (_, i) => wire(i + 1)),
    });
    const { state } = renderLive(
      <PartnerList partners={Array.from({ length: 10 }, (_, i) => partner(i + 1))} more={more} />,
      { basicInfo: info, loading: false },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 more partners' }));
    expect(screen.queryByRole('button')).toBeNull();
    const rows = within(screen.getByRole('list', { name: 'More partner centres' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(9);
    // The record travels in the basic info too.
    expect(rows[7]).toHaveTextContent('Reports on time: 98% of 120 in the last 90 days');
    expect(rows[6]).not.toHaveTextContent('Reports on time');
    expect(within(rows[8]!).getByRole('link')).toHaveAttribute(
      'href',
      '/partners/org-12/hyderabad/?product_id=abc234&utm_source=x',
    );
    // One owner per call: the page's live parts asked already.
    expect(state.api.productBasicInfo).not.toHaveBeenCalled();
  });

  it('waits for the basic info still on its way', () => {
    renderLive(
      <PartnerList partners={Array.from({ length: 10 }, (_, i) => partner(i + 1))} more={more} />,
      { basicInfo: null, loading: true },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 more partners' }));
    expect(screen.getByRole('button', { name: 'Loading partners...' })).toBeDisabled();
  });

  it('says so when the basic info could not be had', () => {
    renderLive(
      <PartnerList partners={Array.from({ length: 10 }, (_, i) => partner(i + 1))} more={more} />,
      { basicInfo: null, loading: false },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 more partners' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the other partners.');
  });
});
