/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { getDeal, testCount } from '@/lib/deals/client';
import { PROMO_DEAL } from '@/components/deals/promo-widget';
import { VIEW_TESTS_LOADING, ViewTests } from './view-tests';

const deal = getDeal(PROMO_DEAL)!;
const href = `/deal/${deal.code}/?utm_experiment_city=pune`;

function renderViewTests() {
  return render(
    <ViewTests dealCode={deal.code} dealHref={href} title={deal.title} count={testCount(deal)} />,
  );
}

describe("'View Tests' (the promotional deal of docs/product.md, Product page layout)", () => {
  it('is a link to the deal page until it is opened, and nothing of the list is rendered', () => {
    renderViewTests();
    expect(screen.getByRole('link', { name: 'View Tests' })).toHaveAttribute('href', href);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(deal.groups[0]!.parameters[0]!)).toBeNull();
  });

  it("opens a popup that loads the deal's list: loading, then every test by group", async () => {
    window.history.replaceState(null, '', '/pune/x/y/?utm_source=ads');
    renderViewTests();
    fireEvent.click(screen.getByRole('link', { name: 'View Tests' }));
    const dialog = screen.getByRole('dialog', { name: `${deal.title}: 32 tests` });
    expect(within(dialog).getByText(VIEW_TESTS_LOADING)).toBeInTheDocument();

    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(32);
    expect(within(dialog).queryByText(VIEW_TESTS_LOADING)).toBeNull();
    for (const group of deal.groups)
      expect(within(dialog).getByRole('heading', { name: group.title })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See the package and book' })).toHaveAttribute(
      'href',
      `${href}&utm_source=ads`,
    );
  });
});
