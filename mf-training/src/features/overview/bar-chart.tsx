import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { OverviewChart } from './overview-panel.tsx';

// Only what a bar chart needs: Chart.js tree-shakes the rest away.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/**
 * Horizontal bars, one per row of the panel's table (names read better down than across on a
 * phone). The canvas is an image with a name; the table under it carries the numbers.
 */
export default function BarChart({ labels, values, unit, label }: OverviewChart & { label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const styles = getComputedStyle(canvas.current);
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: [...labels],
        datasets: [
          {
            label: unit,
            data: [...values],
            backgroundColor: styles.getPropertyValue('--color-brand').trim() || '#0b5cad',
          },
        ],
      },
      options: {
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: false } },
        scales: { x: { beginAtZero: true } },
      },
    });
    return () => chart.destroy();
  }, [labels, values, unit]);
  return (
    <div className="overview-chart" style={{ height: `${Math.max(2, labels.length) * 2.25 + 2}rem` }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
