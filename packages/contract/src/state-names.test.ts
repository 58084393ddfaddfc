import { describe, expect, it } from 'vitest';
import { stateName } from './state-names.ts';

describe('state names', () => {
  it('names the states as Malaysians write them in Malay, and leaves English and unknown names be', () => {
    expect(stateName('Penang', 'ms')).toBe('Pulau Pinang');
    expect(stateName('Malacca', 'ms')).toBe('Melaka');
    expect(stateName('Kuala Lumpur', 'ms')).toBe('Wilayah Persekutuan Kuala Lumpur');
    expect(stateName('Selangor', 'ms')).toBe('Selangor');
    expect(stateName('Penang', 'en')).toBe('Penang');
    expect(stateName('Atlantis', 'ms')).toBe('Atlantis');
  });
});
