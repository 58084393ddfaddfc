import type { Outlet } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { groupByState } from './group-by-state.ts';

const outlet = (id: number, state: string): Outlet => ({
  id,
  title: `Outlet ${id}`,
  address: { street: '1 Jalan', city: 'Town', zipcode: '10000', state, country: 'Malaysia' },
  contactNumber: '03-1234 5678',
  whatsappNumber: '03-1234 5678',
  googleMap: 'https://www.google.com/maps/search/?api=1&query=3,101',
  schedule: [],
  lat: 3,
  lng: 101,
});

describe('groupByState', () => {
  it('groups outlets per state, states A to Z, keeping the shop order inside a state', () => {
    const groups = groupByState(
      [
        outlet(1, 'Selangor'),
        outlet(2, 'Penang'),
        outlet(3, 'Selangor'),
        outlet(4, ' '),
        outlet(5, 'W.P. Kuala Lumpur'),
        outlet(6, 'Negeri Sembilan'),
        outlet(7, 'melaka'),
      ],
      'Other',
    );
    expect(groups.map((g) => [g.state, g.outlets.map((o) => o.id)])).toEqual([
      ['melaka', [7]],
      ['Negeri Sembilan', [6]],
      ['Other', [4]],
      ['Penang', [2]],
      ['Selangor', [1, 3]],
      ['W.P. Kuala Lumpur', [5]],
    ]);
  });

  it("orders Malaysia's states as Intl.Collator does", () => {
    const states = [
      'Johor',
      'Kedah',
      'Kelantan',
      'Kuala Lumpur',
      'Labuan',
      'Melaka',
      'Negeri Sembilan',
      'Pahang',
      'Perak',
      'Perlis',
      'Pulau Pinang',
      'Putrajaya',
      'Sabah',
      'Sarawak',
      'Selangor',
      'Terengganu',
      'W.P. Kuala Lumpur',
      'Other',
      'penang',
      'Penang',
    ];
    const collator = new Intl.Collator('en');
    const grouped = groupByState(
      states.map((s, i) => outlet(i, s)),
      'Other',
    ).map((g) => g.state);
    expect(grouped).toEqual([...states].sort((a, b) => collator.compare(a, b)));
  });

  it('heads and orders the groups by the names the page gives the states', () => {
    const malay = (s: string) => ({ Penang: 'Pulau Pinang', Malacca: 'Melaka' })[s] ?? s;
    const grouped = groupByState([outlet(1, 'Penang'), outlet(2, 'Perak'), outlet(3, 'Malacca')], 'Lain-lain', malay);
    expect(grouped.map((g) => g.state)).toEqual(['Melaka', 'Perak', 'Pulau Pinang']);
  });
});
