import { Box } from '@school/shared-ui/chakra';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { ChartSpec } from './reportCharts';

// Only the parts of Chart.js the reports draw (bars, their scales, legend and tooltip): the rest is left out
// of the chunk. This file is loaded after the reports page, on its own.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** A soft palette that reads on light and dark backgrounds; series beyond it repeat the colours. */
const COLOURS = ['#3182ce', '#38a169', '#dd6b20', '#805ad5', '#d53f8c', '#00a3c4', '#d69e2e', '#718096'];

export type ReportChartProps = { chart: ChartSpec };

/**
 * A bar chart of a report (Chart.js on a canvas). The pivot below it carries the same figures as text, so
 * the picture is an addition for the eye: the canvas is an image named by the chart's title.
 */
export function ReportChart({ chart }: ReportChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return undefined;
    const drawn = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: chart.labels,
        datasets: chart.datasets.map((dataset, i) => ({
          label: dataset.label,
          data: dataset.data,
          backgroundColor: COLOURS[i % COLOURS.length],
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
        scales: {
          x: { stacked: chart.stacked },
          y: { stacked: chart.stacked, beginAtZero: true },
        },
      },
    });
    return () => drawn.destroy();
  }, [chart]);

  return (
    <Box position="relative" h={{ base: '220px', md: '280px' }} w="full">
      <canvas ref={canvas} role="img" aria-label={chart.title} />
    </Box>
  );
}
