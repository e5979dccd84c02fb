/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazyPart, LOADING_TEXT } from './lazy-part';

const Part = ({ who }: { who: string }) => <p>Hello {who}</p>;

describe('LazyPart (docs/product.md, Routes)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows 'Loading. Please wait...' until the part arrives", async () => {
    let arrive!: (m: { default: typeof Part }) => void;
    render(
      <LazyPart
        name="part_a"
        load={() => new Promise<{ default: typeof Part }>((r) => (arrive = r))}
        props={{ who: 'patient' }}
        fallback={<p>{LOADING_TEXT}</p>}
      />,
    );
    expect(screen.getByText('Loading. Please wait...')).toBeInTheDocument();
    await act(async () => arrive({ default: Part }));
    expect(screen.getByText('Hello patient')).toBeInTheDocument();
  });

  it('raises a load error after 120 seconds, with a retry that loads again', async () => {
    const load = jest
      .fn()
      .mockImplementationOnce(() => new Promise(() => undefined))
      .mockImplementationOnce(() => Promise.resolve({ default: Part }));
    render(<LazyPart name="part_b" load={load} props={{ who: 'again' }} fallback={<p>wait</p>} />);
    await act(async () => jest.advanceTimersByTimeAsync(119_000));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => jest.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('alert')).toHaveTextContent('The part b screen could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Hello again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows nothing at all for a part that asks so (the lead popup)', async () => {
    const { container } = render(
      <LazyPart
        name="part_c"
        load={() => Promise.reject(new Error('offline'))}
        props={{ who: 'x' }}
        fallback={null}
        showError={false}
      />,
    );
    await act(async () => jest.advanceTimersByTimeAsync(0));
    expect(container).toBeEmptyDOMElement();
  });
});
