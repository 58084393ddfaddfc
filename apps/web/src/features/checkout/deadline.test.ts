import { beforeAll, describe, expect, it } from 'vitest';
import { getI18n } from '../../shared/i18n/instance.ts';
import type { Lang } from '../../shared/i18n/lang.ts';
import { formatDeadline } from './deadline.ts';

// 06:30 UTC is 14:30 in Kuala Lumpur.
const AT = Date.UTC(2026, 10, 24, 6, 30);

const deadline = (viewerZone: string, lang: Lang = 'en') =>
  formatDeadline(AT, 'Asia/Kuala_Lumpur', viewerZone, lang, getI18n(lang).getFixedT(lang, 'checkout'));

describe('formatDeadline', () => {
  beforeAll(async () => {
    await Promise.all([getI18n('en').loadNamespaces('checkout'), getI18n('ms').loadNamespaces('checkout')]);
  });

  it('reads the bare shop time for a shopper on the shop clock', () => {
    expect(deadline('Asia/Kuala_Lumpur')).toBe('14:30');
    // Another zone name on the same clock needs no note either.
    expect(deadline('Asia/Singapore')).toBe('14:30');
  });

  it('names the shop zone for a shopper on another clock', () => {
    expect(deadline('Europe/London')).toBe('14:30 Kuala Lumpur time (GMT+8)');
    expect(deadline('America/New_York')).toBe('14:30 Kuala Lumpur time (GMT+8)');
  });

  it('names it in Malay on a Malay page', () => {
    expect(deadline('Europe/London', 'ms')).toBe('14:30 waktu Kuala Lumpur (GMT+8)');
  });
});
