import { Center, Flex, Heading, SimpleGrid, Spinner, Stack } from '@school/shared-ui/chakra';
import { lazy, Suspense, useMemo } from 'react';
import type { Pivot, ReportExportQuery } from '@school/shared-api';
import { ErrorPanel, uiMessages } from '@school/shared-ui';
import { ExportButton } from './ExportButton';
import { REPORT_MESSAGES as M } from './messages';
import { PivotGrid } from './PivotGrid';
import type { ChartSpec } from './reportCharts';

// Chart.js comes in its own chunk, after the page: the pivot shows without waiting for it.
const ReportChart = lazy(async () => ({ default: (await import('./ReportChart')).ReportChart }));

export type ReportViewProps = {
  title: string;
  /** The report's answer, once loaded. */
  data: { pivot: Pivot } | undefined;
  error: unknown;
  /** A request is under way (the first load or a retry). */
  validating: boolean;
  onRetry: () => void;
  /** The pictures of the pivot, if the report has any. */
  charts?: (pivot: Pivot) => ChartSpec[];
  /** What GET /report/export needs for this tab; no export button without it. */
  exportQuery?: ReportExportQuery;
};

/**
 * One report tab: loading, then the chart(s) and the server's pivot with the XLSX export; a failed load is
 * the error panel with 'Повторить' (never an empty or zero pivot), an empty month 'нет данных для
 * отображения'.
 */
export function ReportView({
  title,
  data,
  error,
  validating,
  onRetry,
  charts,
  exportQuery,
}: ReportViewProps) {
  const failed = error !== undefined && !validating;
  const pictures = useMemo(() => (data && charts ? charts(data.pivot) : []), [data, charts]);

  let content;
  if (failed)
    content = (
      <ErrorPanel
        title={M.loadFailed}
        message={error instanceof Error ? error.message : undefined}
        onRetry={onRetry}
      />
    );
  else if (!data)
    content = (
      <Center py="8">
        <Spinner size="md" aria-label={uiMessages.loading} />
      </Center>
    );
  else
    content = (
      <Stack gap="4">
        {pictures.length > 0 && (
          <Suspense fallback={null}>
            <SimpleGrid columns={{ base: 1, lg: pictures.length > 1 ? 2 : 1 }} gap="4">
              {pictures.map((chart) => (
                <ReportChart key={chart.key} chart={chart} />
              ))}
            </SimpleGrid>
          </Suspense>
        )}
        <PivotGrid pivot={data.pivot} label={M.pivot(title)} />
      </Stack>
    );

  return (
    <Stack gap="3">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading size="md" as="h2">
          {title}
        </Heading>
        {exportQuery && !failed && data && data.pivot.rows.length > 0 && <ExportButton query={exportQuery} />}
      </Flex>
      {content}
    </Stack>
  );
}
