import { Icon, Span, VisuallyHidden } from '@school/shared-ui/chakra';
import { LuCheck } from 'react-icons/lu';
import { messages } from '../../messages';
import type { GridColumn } from '../types';
import { cellText, getCellValue } from '../utils/cellValue';

export type GridCellViewProps<Row> = { column: GridColumn<Row>; row: Row };

/** View-mode content of a cell: the column's render, or the value formatted by the column type. */
export const GridCellView = <Row,>({ column, row }: GridCellViewProps<Row>) => {
  // Custom content is clipped like text, so a long value never runs over the next column.
  if (column.render) {
    return (
      <Span truncate minWidth="0">
        {column.render(row)}
      </Span>
    );
  }
  if (column.type === 'boolean') {
    const checked = Boolean(getCellValue(column, row));
    return (
      <>
        {checked && (
          <Icon color="brand.fg" aria-hidden>
            <LuCheck />
          </Icon>
        )}
        <VisuallyHidden>{checked ? messages.yes : messages.no}</VisuallyHidden>
      </>
    );
  }
  const text = cellText(column, row);
  return (
    <Span truncate title={text}>
      {text}
    </Span>
  );
};
