import { Box, Span, Table, Text, VisuallyHidden } from '@school/shared-ui/chakra';
import type { Pivot, PivotCell, PivotColumn } from '@school/shared-api';
import { CURRENCY_SUFFIX, Money, uiMessages } from '@school/shared-ui';
import { REPORT_MESSAGES as M } from './messages';

export type PivotGridProps = {
  pivot: Pivot;
  /** The table's accessible name. */
  label: string;
};

/** A heading of a total column names its currency ('Итого, р.'): one total per currency. */
function columnLabel(column: PivotColumn): string {
  return column.total && column.currency
    ? `${column.label},${CURRENCY_SUFFIX[column.currency]}`
    : column.label;
}

function CellValue({ column, value }: { column: PivotColumn; value: PivotCell }) {
  if (value === null || value === false) return null;
  if (column.kind === 'tick')
    return (
      <Span color="green.fg">
        ✓<VisuallyHidden>{M.tick}</VisuallyHidden>
      </Span>
    );
  if (column.kind === 'money') return <Money value={String(value)} currency={column.currency} />;
  return <>{String(value)}</>;
}

// The first column stays in view while the table scrolls sideways (a phone shows a few columns at a time).
const sticky = { position: 'sticky', left: 0, zIndex: 1, bg: 'bg' } as const;

/** A spanning heading over each run of neighbouring columns of one group. */
function groupRuns(columns: readonly PivotColumn[]): { group: string; span: number }[] {
  const runs: { group: string; span: number }[] = [];
  for (const column of columns) {
    const group = column.group ?? '';
    const last = runs[runs.length - 1];
    if (last && last.group === group) last.span += 1;
    else runs.push({ group, span: 1 });
  }
  return runs;
}

/**
 * A pivot the server computed, shown as it came: the row headings, one column per pivot column (under
 * its group's heading when there are groups), amounts in their column's currency, tick marks, the total
 * row and columns in bold. Scrolls sideways with the first column fixed; 'нет данных для отображения'
 * when the pivot has no rows.
 */
export function PivotGrid({ pivot, label }: PivotGridProps) {
  if (pivot.rows.length === 0) return <Text color="fg.muted">{uiMessages.emptyGrid}</Text>;
  const grouped = pivot.columns.some((column) => column.group);
  return (
    <Box overflowX="auto" maxW="full" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={label} css={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
        <Table.Header>
          {grouped && (
            <Table.Row>
              <Table.ColumnHeader rowSpan={2} {...sticky}>
                {pivot.corner}
              </Table.ColumnHeader>
              {groupRuns(pivot.columns).map((run, i) => (
                <Table.ColumnHeader key={`${run.group}-${i}`} colSpan={run.span} textAlign="center">
                  {run.group}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          )}
          <Table.Row>
            {!grouped && <Table.ColumnHeader {...sticky}>{pivot.corner}</Table.ColumnHeader>}
            {pivot.columns.map((column) => (
              <Table.ColumnHeader
                key={column.key}
                textAlign={column.kind === 'tick' ? 'center' : 'end'}
                fontWeight={column.total ? 'bold' : undefined}
              >
                {columnLabel(column)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {pivot.rows.map((row) => (
            <Table.Row key={row.key} fontWeight={row.total ? 'bold' : undefined}>
              <Table.Cell as="th" scope="row" textAlign="start" {...sticky}>
                {row.label}
                {row.detail && (
                  <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
                    {row.detail}
                  </Text>
                )}
              </Table.Cell>
              {pivot.columns.map((column, i) => (
                <Table.Cell
                  key={column.key}
                  textAlign={column.kind === 'tick' ? 'center' : 'end'}
                  fontWeight={column.total ? 'bold' : undefined}
                >
                  <CellValue column={column} value={row.cells[i] ?? null} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
