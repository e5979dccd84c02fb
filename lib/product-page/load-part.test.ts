import { loadPart, PART_LOAD_TIMEOUT_MS, PartLoadError } from './load-part';

describe('loadPart (docs/product.md, Constants: 120 seconds)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('raises a load error when the part has not arrived after 120 seconds', async () => {
    expect(PART_LOAD_TIMEOUT_MS).toBe(120_000);
    const loading = loadPart('book_appointment', () => new Promise<never>(() => undefined));
    const settled = jest.fn();
    loading.catch(settled);
    await jest.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.any(PartLoadError));
    expect(settled.mock.calls[0][0].message).toBe(
      'The book appointment screen could not be loaded.',
    );
  });

  it('gives the part when it arrives in time, and wraps a failed import', async () => {
    await expect(loadPart('x', () => Promise.resolve(42))).resolves.toBe(42);
    await expect(loadPart('x', () => Promise.reject(new Error('chunk')))).rejects.toBeInstanceOf(
      PartLoadError,
    );
  });
});
