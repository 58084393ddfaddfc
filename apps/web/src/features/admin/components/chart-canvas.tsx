/**
 * Chart.js draws the dashboard: kept up (regular releases since 2013), no dependencies, canvas so a
 * 30-day series stays light in the DOM, and tree-shakable, so only the bar, line and doughnut parts
 * registered here are bundled (about 60 KB gzip). uPlot is smaller but has no doughnut; Recharts
 * and visx pull in D3 and React-rendered SVG for far more. It is imported only by the dashboard
 * screen, a lazily loaded part of the back office, so no shopper page downloads it.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  DoughnutController,
  ArcElement,
  Legend,
  Tooltip,
);
Chart.defaults.font.family = 'Inter Variable, system-ui, sans-serif';
Chart.defaults.color = '#5b3a29';

export const CHART_COLOURS = ['#b4462b', '#e9c98b', '#5b3a29', '#7d9a5b', '#4f7fa8', '#c98b4a', '#8a6bb0', '#3b2519'];

/**
 * The canvas is a picture for sighted staff (role img with a summary); the same figures are in a
 * table next to it for screen readers and for copying.
 */
export function ChartCanvas({
  config,
  summary,
  className = 'h-64',
}: {
  config: ChartConfiguration;
  summary: string;
  className?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      ...config,
      options: { responsive: true, maintainAspectRatio: false, ...config.options },
    });
    return () => chart.destroy();
  }, [config]);
  return (
    <div className={`relative ${className}`}>
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
