import { describe, expect, it } from 'vitest';
import { formatDeadline } from './deadline.ts';

// 06:30 UTC is 14:30 in Kuala Lumpur.
const AT = Date.UTC(2026, 10, 24, 6, 30);

describe('formatDeadline', () => {
  it('reads the bare shop time for a shopper on the shop clock', () => {
    expect(formatDeadline(AT, 'Asia/Kuala_Lumpur', 'Asia/Kuala_Lumpur')).toBe('14:30');
    // Another zone name on the same clock needs no note either.
    expect(formatDeadline(AT, 'Asia/Kuala_Lumpur', 'Asia/Singapore')).toBe('14:30');
  });

  it('names the shop zone for a shopper on another clock', () => {
    expect(formatDeadline(AT, 'Asia/Kuala_Lumpur', 'Europe/London')).toBe('14:30 Kuala Lumpur time (GMT+8)');
    expect(formatDeadline(AT, 'Asia/Kuala_Lumpur', 'America/New_York')).toBe('14:30 Kuala Lumpur time (GMT+8)');
  });
});
