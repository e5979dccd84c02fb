/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { LAZY_IMAGE_MARGIN, LazyImage } from './lazy-image';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

describe('LazyImage', () => {
  const observers: { callback: Callback; options?: IntersectionObserverInit }[] = [];
  beforeEach(() => {
    observers.length = 0;
    window.IntersectionObserver = class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });

  it('starts as an empty box of the image size, no img without a src (valid HTML), no request', () => {
    const { container } = render(
      <LazyImage src="/partner-logos/a.svg" alt="" width={48} height={48} />,
    );
    expect(container.querySelector('img')).toBeNull();
    const slot = container.querySelector('span.lazy-image-slot') as HTMLElement;
    expect(slot.style.width).toBe('48px');
    expect(slot.style.height).toBe('48px');
  });

  it('loads the image once it comes within 100 px of the screen', () => {
    const { container } = render(
      <LazyImage src="/partner-logos/a.svg" alt="" width={48} height={48} />,
    );
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toBe(LAZY_IMAGE_MARGIN);
    expect(LAZY_IMAGE_MARGIN).toBe('100px');
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(container.querySelector('img')).toBeNull();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/partner-logos/a.svg');
    expect(img).toHaveAttribute('width', '48');
    expect(img).toHaveAttribute('height', '48');
    expect(container.querySelector('.lazy-image-slot')).toBeNull();
  });
});
