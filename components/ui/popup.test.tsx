/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Popup, POPUP_TRANSITION_MS } from './popup';

function Harness({ closeOnOverlayClick }: { closeOnOverlayClick?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Popup
        open={open}
        onClose={() => setOpen(false)}
        title="Night pricing"
        closeOnOverlayClick={closeOnOverlayClick}
      >
        <a href="#one">First link</a>
        <button type="button">Last button</button>
      </Popup>
    </>
  );
}

function openIt() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Popup (docs/product.md, Popups and Constants)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const afterTransition = () => act(() => jest.advanceTimersByTime(POPUP_TRANSITION_MS + 20));

  it('is announced as a modal dialog named by its title, with a close button', () => {
    render(<Harness />);
    openIt();
    const dialog = screen.getByRole('dialog', { name: 'Night pricing' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    afterTransition();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives focus back to what opened it', () => {
    render(<Harness />);
    const opener = openIt();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    afterTransition();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', () => {
    render(<Harness />);
    openIt();
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Last button' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('does not close on an overlay click unless asked to', () => {
    const { unmount } = render(<Harness />);
    openIt();
    fireEvent.click(screen.getByTestId('popup-overlay'));
    afterTransition();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    unmount();

    render(<Harness closeOnOverlayClick />);
    openIt();
    fireEvent.click(screen.getByTestId('popup-overlay'));
    afterTransition();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks the page scroll while open and gives it back after', () => {
    document.body.style.overflow = 'auto';
    render(<Harness />);
    openIt();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    afterTransition();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('runs a 200 ms transition: shown on the next frame, unmounted after closing', () => {
    expect(POPUP_TRANSITION_MS).toBe(200);
    render(<Harness />);
    openIt();
    act(() => jest.advanceTimersByTime(20));
    const layer = screen.getByRole('dialog').parentElement!;
    expect(layer).toHaveClass('is-shown');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    act(() => jest.advanceTimersByTime(100));
    expect(layer).not.toHaveClass('is-shown');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    afterTransition();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
