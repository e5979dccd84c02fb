/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { MobileInput } from './mobile-input';

it('asks for the national number on a text field with the phone keypad (tel-national is not allowed on type=tel)', () => {
  render(<MobileInput aria-label="Mobile number" />);
  const input = screen.getByRole('textbox', { name: 'Mobile number' });
  expect(input).toHaveAttribute('type', 'text');
  expect(input).toHaveAttribute('inputmode', 'tel');
  expect(input).toHaveAttribute('autocomplete', 'tel-national');
  expect(input).toHaveAttribute('maxlength', '20');
});
