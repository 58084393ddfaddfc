import { ORDER_STATUSES, type DashboardResponse, type ShareFigure, type TopLine } from '@shop/contract';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSettings } from '../../../shared/settings.ts';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { useMoney } from '../../../shared/use-money.ts';
import { CHART_COLOURS, ChartCanvas } from '../components/chart-canvas.tsx';
import { Card, FigureTable, figureCell } from '../components/figure-table.tsx';
import { formatDateTime, PageHeader, Panel } from '../components/ui.tsx';
import { useDashboard } from '../reports-api.ts';

const SHARE_LABELS: Record<string, string> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
  tng: "Touch 'n Go e-wallet",
  stripe: 'Card',
};
const shareLabel = (key: string) => SHARE_LABELS[key] ?? key;

/** The figures behind a chart, as a table a screen reader (or a curious manager) can read. */
function FiguresTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="text-accent-700 inline-flex min-h-11 cursor-pointer items-center font-medium">
        Figures as a table
      </summary>
      <FigureTable caption={caption} head={head}>
        {rows.map((r) => (
          <tr key={String(r[0])} className="border-cocoa-900/10 border-t">
            {r.map((v, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="px-2 py-1.5 text-left font-normal">
                  {v}
                </th>
              ) : (
                <td key={i} className={figureCell}>
                  {v}
                </td>
              ),
            )}
          </tr>
        ))}
      </FigureTable>
    </details>
  );
}

function DailyChart({ data, money }: { data: DashboardResponse; money: (n: number) => string }) {
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels: data.days.map((d) => d.date.slice(5)),
        datasets: [
          {
            type: 'bar',
            label: 'Revenue',
            data: data.days.map((d) => d.revenue),
            backgroundColor: CHART_COLOURS[1],
            yAxisID: 'revenue',
          },
          {
            type: 'line',
            label: 'Paid orders',
            data: data.days.map((d) => d.orders),
            borderColor: CHART_COLOURS[0],
            backgroundColor: CHART_COLOURS[0],
            yAxisID: 'orders',
          },
        ],
      },
      options: {
        scales: {
          revenue: { position: 'left', beginAtZero: true },
          orders: { position: 'right', beginAtZero: true, grid: { drawOnChartArea: false }, ticks: { precision: 0 } },
        },
      },
    }),
    [data],
  );
  return (
    <Card title="Revenue and paid orders per day">
      <ChartCanvas
        config={config}
        summary={`Revenue and paid orders per day from ${data.from} to ${data.to}: ${money(data.revenue)} from ${data.paidOrders} orders.`}
      />
      <FiguresTable
        caption="Revenue and paid orders per day"
        head={['Day', 'Paid orders', 'Revenue']}
        rows={data.days.map((d) => [d.date, d.orders, money(d.revenue)])}
      />
    </Card>
  );
}

function StatusChart({ data }: { data: DashboardResponse }) {
  const rows = useMemo(() => {
    const counts = new Map(data.byStatus.map((s) => [s.status, s.orders]));
    return ORDER_STATUSES.map((s) => [s, counts.get(s) ?? 0] as const);
  }, [data]);
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels: rows.map((r) => r[0]),
        datasets: [{ label: 'Orders', data: rows.map((r) => r[1]), backgroundColor: CHART_COLOURS[2] }],
      },
      options: {
        indexAxis: 'y',
        plugins: { legend: { display: false } },
        scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    }),
    [rows],
  );
  return (
    <Card title="Orders by status now">
      <ChartCanvas config={config} summary={rows.map(([s, n]) => `${s}: ${n}`).join(', ')} />
      <FiguresTable caption="Orders by status now" head={['Status', 'Orders']} rows={rows.map(([s, n]) => [s, n])} />
    </Card>
  );
}

function ShareChart({ title, shares, money }: { title: string; shares: ShareFigure[]; money: (n: number) => string }) {
  const total = shares.reduce((sum, s) => sum + s.orders, 0);
  const percent = (n: number) => (total === 0 ? '0%' : `${Math.round((n / total) * 100)}%`);
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'doughnut',
      data: {
        labels: shares.map((s) => shareLabel(s.key)),
        datasets: [{ data: shares.map((s) => s.orders), backgroundColor: CHART_COLOURS }],
      },
      options: { plugins: { legend: { position: 'bottom' } } },
    }),
    [shares],
  );
  return (
    <Card title={title}>
      {total === 0 ? (
        <p className="text-cocoa-700">No paid orders in this period.</p>
      ) : (
        <ChartCanvas
          className="h-56"
          config={config}
          summary={shares.map((s) => `${shareLabel(s.key)}: ${s.orders} orders, ${percent(s.orders)}`).join('; ')}
        />
      )}
      <FiguresTable
        caption={title}
        head={['', 'Paid orders', 'Share', 'Revenue']}
        rows={shares.map((s) => [shareLabel(s.key), s.orders, percent(s.orders), money(s.revenue)])}
      />
    </Card>
  );
}

function TopTable({ title, lines, money }: { title: string; lines: TopLine[]; money: (n: number) => string }) {
  return (
    <Card title={title}>
      {lines.length === 0 ? (
        <p className="text-cocoa-700">No paid orders in this period.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-cocoa-900/20 text-cocoa-700 border-b text-xs">
                <th scope="col" className="px-2 py-1.5 text-left">
                  Product · option
                </th>
                <th scope="col" className={figureCell}>
                  Quantity
                </th>
                <th scope="col" className={figureCell}>
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l) => (
                <tr key={`${l.name}-${l.feature}`} className="border-cocoa-900/10 border-t">
                  <th scope="row" className="px-2 py-1.5 text-left font-normal">
                    {l.name}
                    {l.feature && <span className="text-cocoa-700"> · {l.feature}</span>}
                  </th>
                  <td className={figureCell}>{l.quantity}</td>
                  <td className={figureCell}>{money(l.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function AtRisk({
  data,
  money,
  timeZone,
}: {
  data: DashboardResponse;
  money: (n: number) => string;
  timeZone: string;
}) {
  return (
    <Card title="Unpaid, expiring within the hour">
      {data.atRisk.length === 0 ? (
        <p className="text-cocoa-700">No unpaid order expires in the next hour.</p>
      ) : (
        <ul className="space-y-1">
          {data.atRisk.map((o) => (
            <li key={o.id}>
              <Link
                to={`/admin/orders/${o.id}`}
                className="hover:bg-cream-200 flex min-h-11 flex-wrap items-center justify-between gap-x-3 rounded-lg px-2 text-sm"
              >
                <span>
                  <span className="font-mono font-semibold">#{o.id.slice(0, 8).toUpperCase()}</span> {o.customerName} ·{' '}
                  {shareLabel(o.paymentMethod)}
                </span>
                <span>
                  {money(o.total)} · closes {formatDateTime(o.paymentDeadline, timeZone)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** How the shop is doing: paid revenue per day, statuses now, best sellers and shares over a chosen period. */
export default function DashboardScreen() {
  useDocumentTitle('Sales dashboard');
  const [params, setParams] = useSearchParams();
  const money = useMoney();
  const { timeZone } = useSettings();
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const dashboard = useDashboard({ from, to });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const d = dashboard.data;

  return (
    <>
      <PageHeader title="Sales dashboard">
        <label className="text-cocoa-700 text-xs font-medium">
          From
          <input
            type="date"
            className={inputClass}
            value={d?.from ?? from ?? ''}
            onChange={(e) => set('from', e.target.value)}
          />
        </label>
        <label className="text-cocoa-700 text-xs font-medium">
          To
          <input
            type="date"
            className={inputClass}
            value={d?.to ?? to ?? ''}
            onChange={(e) => set('to', e.target.value)}
          />
        </label>
      </PageHeader>
      {dashboard.error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {dashboard.error.message}
        </p>
      ) : !d ? (
        <Skeleton className="h-96 w-full rounded-2xl" />
      ) : (
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          <div className="grid grid-cols-2 gap-4 xl:col-span-2">
            <Panel>
              <p className="text-cocoa-700 text-sm">Paid revenue</p>
              <p className="font-display text-2xl sm:text-3xl" data-testid="paid-revenue">
                {money(d.revenue)}
              </p>
            </Panel>
            <Panel>
              <p className="text-cocoa-700 text-sm">Paid orders</p>
              <p className="font-display text-2xl sm:text-3xl">{d.paidOrders}</p>
            </Panel>
          </div>
          <div className="xl:col-span-2">
            <DailyChart data={d} money={money} />
          </div>
          <AtRisk data={d} money={money} timeZone={timeZone} />
          <StatusChart data={d} />
          <TopTable title="Top products by quantity" lines={d.topByQuantity} money={money} />
          <TopTable title="Top products by revenue" lines={d.topByRevenue} money={money} />
          <ShareChart title="Pickup and delivery" shares={d.byService} money={money} />
          <ShareChart title="Payment methods" shares={d.byPaymentMethod} money={money} />
        </div>
      )}
    </>
  );
}
