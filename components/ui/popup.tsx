'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

// docs/product.md, Popups and Constants: the one popup every live part uses. A modal dialog with a
// close button and an overlay; Escape closes it, an overlay click only when asked; 400 x 500 px on
// desktop, 96% wide on phones (components/product-page/live.css), a 200 ms transition. While open
// it keeps focus inside, locks the page's scroll, and on close gives focus back to what had it.
// `sheet` makes it a non-modal bottom sheet instead (the lead popup, which opens unasked): no
// overlay, the page stays scrollable and usable, focus stays where it is; Escape still closes it.

export const POPUP_TRANSITION_MS = 200;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Open popups, newest last: Escape closes the newest one only.
const openPopups: symbol[] = [];

let scrollLocks = 0;
let savedOverflow = '';

function lockScroll() {
  if (scrollLocks++ === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
}

function unlockScroll() {
  if (--scrollLocks === 0) document.body.style.overflow = savedOverflow;
}

export interface PopupProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  closeOnOverlayClick?: boolean;
  /** The whole screen (the full reviews list) rather than the 400 x 500 box. */
  fullScreen?: boolean;
  /** Scroll events of the popup's body (the full reviews list loads further pages). */
  onBodyScroll?: (body: HTMLElement) => void;
  /** A non-modal sheet along the bottom of the screen, beside the page rather than over it. */
  sheet?: boolean;
}

export function Popup({
  open,
  onClose,
  title,
  children,
  closeOnOverlayClick = false,
  fullScreen = false,
  onBodyScroll,
  sheet = false,
}: PopupProps) {
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Mount, then show on the next frame so the opening transition runs; hide, then unmount
  // once the closing transition is over.
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (open) {
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    const frame = requestAnimationFrame(() => setShown(false));
    const timer = setTimeout(() => setMounted(false), POPUP_TRANSITION_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [open]);

  useEffect(() => {
    // A sheet opened unasked takes neither the focus (a phone would raise its keyboard over the
    // page) nor the page's scroll.
    if (!mounted || sheet) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    // A field marked data-autofocus (the phone number) first, else the first control.
    const first =
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    lockScroll();
    return () => {
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, [mounted, sheet]);

  // Escape is heard on the document, so it closes the popup wherever focus is (also before
  // focus has moved in, or after a click on the overlay).
  useEffect(() => {
    if (!open) return;
    const me = Symbol('popup');
    openPopups.push(me);
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || openPopups.at(-1) !== me) return;
      event.stopPropagation();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('keydown', onEscape);
      openPopups.splice(openPopups.indexOf(me), 1);
    };
  }, [open]);

  if (!mounted) return null;

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (sheet || event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={`popup-layer${sheet ? ' popup-sheet-layer' : ''}${shown ? ' is-shown' : ''}`}>
      {!sheet && (
        <div
          className="popup-overlay"
          data-testid="popup-overlay"
          onClick={closeOnOverlayClick ? () => onCloseRef.current() : undefined}
          aria-hidden="true"
        />
      )}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal={sheet ? undefined : 'true'}
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`popup${fullScreen ? ' popup-full' : ''}${sheet ? ' popup-sheet' : ''}`}
        onKeyDown={onKeyDown}
      >
        <div className="popup-head">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="popup-close"
            aria-label="Close"
            onClick={() => onCloseRef.current()}
          >
            ×
          </button>
        </div>
        <div
          className="popup-body"
          onScroll={onBodyScroll ? (e) => onBodyScroll(e.currentTarget) : undefined}
        >
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
