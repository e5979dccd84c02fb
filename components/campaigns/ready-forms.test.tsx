/** @jest-environment jsdom */
import { beforeScript, buttonNames, pressable } from '@/components/ui/testing';
import { ChannelForm } from './channel-form';
import { LinkBuilder } from './link-builder';

// Before the page's script runs, the builder and the channel list neither submit by themselves
// (a reload with the fields in the address) nor take a press they would lose.

describe('before the script runs', () => {
  it('the link builder posts, and Build waits', () => {
    const root = beforeScript(
      <LinkBuilder
        choices={{
          cities: [{ id: 1, name: 'Hyderabad' }],
          products: [{ cityId: 1, randomId: 'ay5jt4', name: 'MRI Brain' }],
          deals: [],
          tabs: ['mri'],
          sources: ['google'],
          mediums: ['cpc'],
        }}
      />,
    );
    expect(buttonNames(root)).toEqual(['Build the link']);
    expect(pressable(root)).toEqual({ methods: ['post'], enabled: [] });
  });

  it('the channel form posts, and Add and Remove wait', () => {
    const root = beforeScript(<ChannelForm sources={['google']} mediums={['cpc']} />);
    expect(buttonNames(root)).toEqual(['Remove source google', 'Remove medium cpc', 'Add']);
    expect(pressable(root)).toEqual({ methods: ['post'], enabled: [] });
  });
});
