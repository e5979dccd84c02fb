/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { basicInfo, fakeApi, pageInputs } from '@/components/product-page/testing';
import { ProductLive } from './product-live';

function clearCookies() {
  for (const name of ['pop_up_shown', 'customer_area_id', 'phone_number']) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

function setHash(hash: string) {
  act(() => {
    window.history.pushState(null, '', hash || window.location.pathname);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

function renderPage(productBasicInfo: jest.Mock) {
  return render(
    <ProductLive inputs={pageInputs} api={fakeApi({ productBasicInfo })}>
      <h1>MRI Brain main page</h1>
    </ProductLive>,
  );
}

const lead = () => screen.queryByRole('dialog', { name: 'View low price centres' });

describe('ProductLive (docs/product.md, Routes and States)', () => {
  beforeAll(() => {
    window.scrollTo = jest.fn();
  });
  beforeEach(() => {
    clearCookies();
    setHash('');
  });

  it('makes the basic info call once, then raises the lead popup and sets its cookie', async () => {
    const call = jest.fn(() => Promise.resolve(basicInfo()));
    renderPage(call);
    expect(screen.getByRole('progressbar', { name: 'Loading prices' })).toBeInTheDocument();
    expect(lead()).toBeNull();
    expect(
      await screen.findByRole('dialog', { name: 'View low price centres' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith({ product_random_id: 'ay5jt4', city_id: 1 });
    expect(document.cookie).toContain('pop_up_shown=1');
  });

  it('raises the lead popup when the call fails too, with what the page knew', async () => {
    renderPage(jest.fn(() => Promise.reject(new Error('503'))));
    const dialog = await screen.findByRole('dialog', { name: 'View low price centres' });
    expect(dialog).toHaveTextContent('MRI Brain in Hyderabad');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not raise it again within 30 minutes (pop_up_shown), nor for a logged-in patient', async () => {
    document.cookie = 'pop_up_shown=1; Path=/';
    const call = jest.fn(() => Promise.resolve(basicInfo()));
    const { unmount } = renderPage(call);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(lead()).toBeNull();
    unmount();
    clearCookies();
    renderPage(
      jest.fn(() =>
        Promise.resolve(basicInfo({ is_logged_in: true, customer_phone: '9876543210' })),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(lead()).toBeNull();
  });

  it('shows no spinner when the hash is exactly the root hash', () => {
    setHash('#/');
    renderPage(jest.fn(() => new Promise(() => undefined)));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the screen the hash names in place of the main page, and the main page again after', async () => {
    document.cookie = 'pop_up_shown=1; Path=/';
    renderPage(jest.fn(() => Promise.resolve(basicInfo())));
    expect(screen.getByRole('heading', { name: 'MRI Brain main page' })).toBeVisible();

    setHash('#/book-appointment/walkin/42/');
    expect(
      screen.getByRole('heading', { name: 'MRI Brain main page', hidden: true }),
    ).not.toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Book MRI Brain' })).toBeInTheDocument();
    expect(screen.getByText('Walk-in at the centre · MRI Brain')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Book MRI Brain' })).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);

    setHash('#/diagnostic-service-picker/null/');
    expect(
      await screen.findByRole('heading', { name: /How would you like to take/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Walk-in at a centre/ })).toHaveAttribute(
      'href',
      '#/book-appointment/walkin/',
    );
    expect(screen.queryByRole('link', { name: /Home service/ })).toBeNull();

    setHash('');
    expect(screen.getByRole('heading', { name: 'MRI Brain main page' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /How would you like/ })).toBeNull();
  });
});
