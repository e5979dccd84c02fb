/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { beforeScript, pressable } from './testing';
import { PostForm, ReadyButton } from './ready-form';

function Form({ onSubmit, busy = false }: { onSubmit: () => void; busy?: boolean }) {
  return (
    <PostForm
      aria-label="Note"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <input name="secret" aria-label="Secret" />
      <ReadyButton type="submit" disabled={busy}>
        Save
      </ReadyButton>
      <ReadyButton>Other</ReadyButton>
    </PostForm>
  );
}

describe('PostForm and ReadyButton', () => {
  it('post, and wait disabled, in the server’s HTML', () => {
    const root = beforeScript(<Form onSubmit={() => {}} />);
    expect(pressable(root)).toEqual({ methods: ['post'], enabled: [] });
    expect(root.querySelector('button')!.type).toBe('submit');
    expect(root.querySelectorAll('button')[1]!.type).toBe('button');
  });

  it('are enabled once React runs, and the script sends the form', async () => {
    const onSubmit = jest.fn();
    const container = beforeScript(<Form onSubmit={onSubmit} />);
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, <Form onSubmit={onSubmit} />);
    });
    expect(pressable(container)).toEqual({ methods: ['post'], enabled: ['Save', 'Other'] });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('keep a button’s own reason to be disabled after hydration', async () => {
    const container = beforeScript(<Form onSubmit={() => {}} busy />);
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, <Form onSubmit={() => {}} busy />);
    });
    expect(pressable(container).enabled).toEqual(['Other']);
    container.remove();
  });
});
