import { formatCalendarDay, formatPreorder, PreordersResponse } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../admin-api-client.ts';
import { Panel } from './ui.tsx';

/** Each live season's pre-orders by collection day, so the bakery can plan weeks ahead. */
export function PreordersPanel() {
  const preorders = useQuery({
    queryKey: ['admin', 'preorders'],
    queryFn: () => api.get('/api/admin/preorders', PreordersResponse),
  });
  const seasons = preorders.data?.seasons ?? [];
  if (seasons.length === 0) return null;
  return (
    <section aria-labelledby="preorders-title" className="mb-6" data-testid="preorders-by-day">
      <h2 id="preorders-title" className="mb-3 font-semibold">
        Pre-orders by collection day
      </h2>
      <div className="space-y-4">
        {seasons.map((season) => (
          <Panel key={season.id}>
            <h3 className="font-semibold">{season.name}</h3>
            <p className="text-cocoa-700 text-sm">
              {formatPreorder({
                orderBy: season.orderBy,
                firstDay: season.days[0]?.date ?? season.orderBy,
                lastDay: season.days.at(-1)?.date ?? season.orderBy,
                closed: false,
              })}
            </p>
            <ul className="mt-3 space-y-2 text-sm">
              {season.days.map((day) => (
                <li key={day.date} data-testid="preorder-day">
                  <span className="font-semibold">{formatCalendarDay(day.date)}</span>:{' '}
                  {day.lines.length === 0
                    ? 'no pre-orders yet'
                    : day.lines.map((l) => `${l.quantity} × ${l.name}${l.feature ? ` (${l.feature})` : ''}`).join(', ')}
                </li>
              ))}
            </ul>
          </Panel>
        ))}
      </div>
    </section>
  );
}
