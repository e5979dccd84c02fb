/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { basicInfo, renderLive } from '@/components/product-page/testing';
import { Survey } from './survey';

describe('Survey (docs/product.md, States)', () => {
  it("'Yes' goes to booking: walk-in booking when there is no home service", () => {
    const { state } = renderLive(<Survey />);
    expect(
      screen.getByRole('heading', { name: 'When are you looking to get the test?' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(state.go).toHaveBeenCalledWith('#/book-appointment/walkin/');
  });

  it("'Yes' goes to the service picker when home service is offered", () => {
    const info = basicInfo();
    info.product.is_home_service_available = true;
    const { state } = renderLive(<Survey />, { basicInfo: info });
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(state.go).toHaveBeenCalledWith('#/diagnostic-service-picker/null/');
  });

  it.each(['After 2 Days', 'Next week'])("'No' then '%s' goes to booking", (answer) => {
    const { state } = renderLive(<Survey />);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(
      screen.getByRole('dialog', { name: 'When are you looking to get the test' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: answer }));
    expect(state.go).toHaveBeenCalledWith('#/book-appointment/walkin/');
  });

  it("'I have questions' shows a Call us button", () => {
    const { state } = renderLive(<Survey />);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('link', { name: /Call us/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I have questions' }));
    expect(screen.getByRole('link', { name: 'Call us: +91 40 4520 0000' })).toHaveAttribute(
      'href',
      'tel:+914045200000',
    );
    expect(state.go).not.toHaveBeenCalled();
  });
});
