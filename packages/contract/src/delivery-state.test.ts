import { describe, expect, it } from 'vitest';
import { MALAYSIAN_STATES } from './common.ts';
import { deliveryStateOf, deliveryStateProblem } from './delivery-state.ts';

describe('deliveryStateOf', () => {
  it.each([
    ['Kota Kinabalu, Sabah, Malaysia', 'Sabah'],
    ['12 Jalan Plumbum, 40150 Shah Alam, Selangor, Malaysia', 'Selangor'],
    ['Bukit Bintang, Kuala Lumpur, Malaysia', 'Selangor'],
    ['Jalan Burma, 10050 George Town, Pulau Pinang, Malaysia', 'Penang'],
    ['75000 Melaka, Melaka, Malaysia', 'Malacca'],
    ['Labuan, Malaysia', 'Sabah'],
    ['12 Jalan Sabah', null],
    ['Somewhere without a state', null],
  ])('reads %j as %j', (address, state) => {
    expect(deliveryStateOf(address)).toBe(state);
  });

  it('knows every state the shop delivers to by its own name', () => {
    for (const state of MALAYSIAN_STATES) expect(deliveryStateOf(`Somewhere, ${state}, Malaysia`)).toBe(state);
  });

  it('names the chosen state when the form disagrees, and is quiet when it agrees or cannot tell', () => {
    expect(deliveryStateProblem('Kota Kinabalu, Sabah, Malaysia', 'Selangor')).toBe(
      'The delivery address you chose is in Sabah, not Selangor. Please choose Sabah as the state.',
    );
    expect(deliveryStateProblem('Kota Kinabalu, Sabah, Malaysia', 'Sabah')).toBeNull();
    expect(deliveryStateProblem('Kota Kinabalu', 'Selangor')).toBeNull();
  });
});
