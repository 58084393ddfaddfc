import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryStates } from './query-states.tsx';

type Answer = { items: string[] };
const as = (state: Partial<UseQueryResult<Answer>>) => state as UseQueryResult<Answer>;

const list = (query: UseQueryResult<Answer>) =>
  render(
    <QueryStates
      query={query}
      loading={<p>Loading list</p>}
      isEmpty={(d) => d.items.length === 0}
      empty="Nothing here yet."
    >
      {(d) => (
        <ul aria-label="Items">
          {d.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </QueryStates>,
  );

afterEach(cleanup);

describe('QueryStates', () => {
  it('shows the stand-in while the list loads', () => {
    list(as({ isPending: true, isError: false }));
    expect(screen.getByText('Loading list')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the error as an alert', () => {
    list(as({ isPending: false, isError: true, error: new Error('The shop could not be reached (500).') }));
    expect(screen.getByRole('alert').textContent).toBe('The shop could not be reached (500).');
  });

  it('says when the list is empty, and shows the list otherwise', () => {
    const { unmount } = list(as({ isPending: false, isError: false, data: { items: [] } }));
    expect(screen.getByText('Nothing here yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    list(as({ isPending: false, isError: false, data: { items: ['Roti', 'Kek'] } }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Roti', 'Kek']);
    expect(screen.queryByText('Nothing here yet.')).toBeNull();
  });

  it('shows a list that may be empty without a line when no emptiness is given', () => {
    render(
      <QueryStates query={as({ isPending: false, isError: false, data: { items: [] } })}>
        {() => 'the list'}
      </QueryStates>,
    );
    expect(screen.getByText('the list')).toBeTruthy();
  });
});
