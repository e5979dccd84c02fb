/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { TagList } from './tag-list';

describe('TagList (docs/product.md, States)', () => {
  it('hides a tag once clicked, unless it is set to always show', () => {
    const onPick = jest.fn();
    render(
      <TagList
        label="Areas"
        onPick={onPick}
        tags={[
          { id: 1, label: 'Ameerpet' },
          { id: 2, label: 'Kukatpally', alwaysShow: true },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ameerpet' }));
    expect(onPick).toHaveBeenLastCalledWith({ id: 1, label: 'Ameerpet' });
    expect(screen.queryByRole('button', { name: 'Ameerpet' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Kukatpally' }));
    expect(screen.getByRole('button', { name: 'Kukatpally' })).toBeInTheDocument();
    expect(onPick).toHaveBeenCalledTimes(2);
  });
});
