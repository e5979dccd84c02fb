/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRng } from '@/lib/db/seed/prng';
import { CONVERSION_EVENTS } from '@/lib/chat/client';
import { fakeApi, renderLive } from '@/components/product-page/testing';
import { CHAT_LABELS } from '@/components/chat';
import { LiveChatButton } from './live-features';

type DataLayerWindow = Window & { dataLayer?: { event: string }[] };

describe('ChatButton (docs/product.md, States)', () => {
  beforeEach(() => {
    delete (window as DataLayerWindow).dataLayer;
  });

  it("waits with 'Please Wait...', then opens WhatsApp with the conversation id and the product", async () => {
    let answer!: (v: { active_conversation_id: string }) => void;
    const conversationLog = jest.fn(() => new Promise((r) => (answer = r)));
    const navigate = jest.fn();
    renderLive(<LiveChatButton navigate={navigate} />, { api: fakeApi({ conversationLog }) });
    fireEvent.click(screen.getByRole('button', { name: CHAT_LABELS.idle }));
    expect(screen.getByRole('button', { name: 'Please Wait...' })).toBeDisabled();
    expect(conversationLog).toHaveBeenCalledWith({
      source_page_name: 'product_page',
      third_party_flow_name: 'Product page Autobot Flow',
      product_random_id: 'ay5jt4',
      city_id: 1,
    });
    await act(async () => answer({ active_conversation_id: 'conv-8f2a' }));
    expect(navigate).toHaveBeenCalledTimes(1);
    const url = new URL(navigate.mock.calls[0][0]);
    expect(url.origin + url.pathname).toBe('https://wa.me/914045200000');
    expect(url.searchParams.get('text')).toBe(
      'Hi, I would like to book MRI Brain in Hyderabad. (Ref: conv-8f2a)',
    );
  });

  it('shows the error in an alert and resets', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const conversationLog = jest.fn(() => Promise.reject(new Error('Chat is unavailable')));
    const navigate = jest.fn();
    renderLive(<LiveChatButton navigate={navigate} />, { api: fakeApi({ conversationLog }) });
    fireEvent.click(screen.getByRole('button', { name: CHAT_LABELS.idle }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Chat is unavailable'));
    expect(screen.getByRole('button', { name: CHAT_LABELS.idle })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('reports a conversion for about 70% of clicks, by the injected random draw', async () => {
    const random = createRng(7).next;
    let expected = 0;
    const probe = createRng(7).next;
    const conversationLog = jest.fn(() => Promise.resolve({ active_conversation_id: 'c' }));
    const { unmount } = renderLive(<LiveChatButton navigate={jest.fn()} />, {
      api: fakeApi({ conversationLog }),
      random,
    });
    for (let i = 0; i < 50; i++) {
      if (Math.floor(probe() * 100) + 1 <= 70) expected++;
      fireEvent.click(screen.getByRole('button', { name: CHAT_LABELS.idle }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: CHAT_LABELS.idle })).toBeEnabled(),
      );
    }
    unmount();
    const events = (window as DataLayerWindow).dataLayer ?? [];
    expect(events).toHaveLength(expected);
    expect(expected).toBeGreaterThan(25);
    expect(expected).toBeLessThan(50);
    expect(events.every((e) => e.event === CONVERSION_EVENTS.chat)).toBe(true);
  });
});
