/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { LAZY_IMAGE_MARGIN, LAZY_IMAGE_PLACEHOLDER, LazyImage } from './lazy-image';

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

  it('has a src from the start (valid HTML): an inline placeholder, no request', () => {
    const { container } = render(
      <LazyImage src="/partner-logos/a.svg" alt="" width={48} height={48} />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(LAZY_IMAGE_PLACEHOLDER);
    expect(LAZY_IMAGE_PLACEHOLDER).toMatch(/^data:image\/gif;base64,/);
    expect(img).toHaveAttribute('width', '48');
    expect(img).toHaveAttribute('height', '48');
  });

  it('loads the image once it comes within 100 px of the screen', () => {
    const { container } = render(
      <LazyImage src="/partner-logos/a.svg" alt="" width={48} height={48} />,
    );
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toBe(LAZY_IMAGE_MARGIN);
    expect(LAZY_IMAGE_MARGIN).toBe('100px');
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(container.querySelector('img')!.getAttribute('src')).toBe(LAZY_IMAGE_PLACEHOLDER);
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/partner-logos/a.svg');
  });
});
