import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../../shared/i18n/instance.ts';
import { leadNoticeText, type Notice } from './lead-notice.tsx';
import { StepList } from './step-list.tsx';

const cake: Notice = { productName: 'Kek Coklat', hours: 48, firstDate: '2026-11-29', firstSlot: '10:00 - 11:00' };
const tOf = (lang: 'en' | 'ms') => getI18n(lang).getFixedT(lang, 'service');

afterEach(cleanup);

describe('the lead-time notice', () => {
  it('says the notice in days or hours and the first slot, in English', () => {
    expect(leadNoticeText(cake, tOf('en'), 'en')).toBe(
      "Kek Coklat needs 2 days' notice: the first slot is Sun 29 Nov 10:00.",
    );
    expect(leadNoticeText({ ...cake, hours: 24 }, tOf('en'), 'en')).toMatch(/^Kek Coklat needs 1 day's notice:/);
    expect(leadNoticeText({ ...cake, hours: 1 }, tOf('en'), 'en')).toMatch(/needs 1 hour's notice:/);
    expect(leadNoticeText({ ...cake, hours: 5, firstDate: null, firstSlot: null }, tOf('en'), 'en')).toBe(
      "Kek Coklat needs 5 hours' notice: no slot in the next two weeks can make it.",
    );
  });

  it('reads in Malay on a Malay page, the date too', () => {
    const text = leadNoticeText(cake, tOf('ms'), 'ms');
    expect(text).toMatch(/^Kek Coklat perlu ditempah 2 hari lebih awal: slot terawal ialah .+ 10:00\.$/);
    expect(text).not.toContain('Sun');
    expect(leadNoticeText({ ...cake, hours: 5, firstDate: null, firstSlot: null }, tOf('ms'), 'ms')).toBe(
      'Kek Coklat perlu ditempah 5 jam lebih awal: tiada slot dalam dua minggu akan datang yang sempat.',
    );
  });
});

describe('the service steps', () => {
  it('are named from the catalogue of the page language', () => {
    render(
      <I18nextProvider i18n={getI18n('ms')}>
        <StepList step={1} />
      </I18nextProvider>,
    );
    const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual([
      'Langkah 1 daripada 3: Servis',
      '2Langkah 2 daripada 3: Lokasi',
      '3Langkah 3 daripada 3: Masa',
    ]);
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Lokasi');
  });
});
