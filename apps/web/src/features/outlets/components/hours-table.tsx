import { weeklyHours, type OutletScheduleDay, type WeekDay } from '@shop/contract';
import { useTranslation } from 'react-i18next';

/** The week from Monday to Sunday, 'Closed' or 'start - end'; today stands out. */
export function HoursTable({ schedule, today }: { schedule: OutletScheduleDay[]; today: WeekDay | null }) {
  const { t } = useTranslation('outlets');
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('hoursTable.openingHours')}</caption>
      <tbody>
        {weeklyHours(schedule).map((d) => (
          <tr key={d.day} className={d.day === today ? 'text-cocoa-900 font-semibold' : 'text-cocoa-700'}>
            <th scope="row" className="py-0.5 pr-4 text-left font-[inherit]">
              {t(`weekDays.${d.day}`)}
              {d.day === today && <span className="sr-only"> {t('hoursTable.today')}</span>}
            </th>
            <td className={`py-0.5 text-right tabular-nums ${d.available ? '' : 'text-accent-700'}`}>
              {d.available ? d.label : t('hoursTable.closed')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
