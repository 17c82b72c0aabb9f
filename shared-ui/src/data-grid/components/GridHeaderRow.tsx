import { Box, chakra, Icon } from '@school/shared-ui/chakra';
import type { SortingState } from '@tanstack/react-table';
import { memo } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { HEADER_ROW_HEIGHT, isNumericColumn } from '../layout';
import type { GridColumn } from '../types';

export type GridSortDirection = 'asc' | 'desc' | false;

export type GridHeaderRowProps<Row> = {
  columns: GridColumn<Row>[];
  template: string;
  sorting: SortingState;
  onSort: (field: string) => void;
};

const directionOf = (sorting: SortingState, field: string): GridSortDirection => {
  const sort = sorting.find((item) => item.id === field);
  return sort ? (sort.desc ? 'desc' : 'asc') : false;
};

const ariaSort = (direction: GridSortDirection) =>
  direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';

const SortIcon = ({ direction }: { direction: GridSortDirection }) => (
  <Icon boxSize="3.5" color={direction ? 'brand.fg' : 'fg.subtle'} aria-hidden>
    {direction === 'asc' ? <LuArrowUp /> : direction === 'desc' ? <LuArrowDown /> : <LuArrowUpDown />}
  </Icon>
);

const GridHeaderRowView = <Row,>({ columns, template, sorting, onSort }: GridHeaderRowProps<Row>) => (
  <Box
    role="row"
    aria-rowindex={1}
    display="grid"
    gridTemplateColumns={template}
    height={`${HEADER_ROW_HEIGHT}px`}
  >
    {columns.map((column) => {
      const sortable = column.sortable ?? true;
      const direction = directionOf(sorting, column.field);
      const justify = isNumericColumn(column) ? 'flex-end' : 'flex-start';
      return (
        <Box
          key={column.field}
          role="columnheader"
          aria-sort={sortable ? ariaSort(direction) : undefined}
          display="flex"
          alignItems="center"
          justifyContent={justify}
          px="3"
          fontSize="sm"
          fontWeight="semibold"
          color="fg.muted"
          minWidth="0"
        >
          {sortable ? (
            <chakra.button
              type="button"
              display="inline-flex"
              alignItems="center"
              gap="1"
              maxWidth="100%"
              cursor="pointer"
              borderRadius="sm"
              _hover={{ color: 'fg' }}
              focusVisibleRing="outside"
              onClick={() => onSort(column.field)}
            >
              <chakra.span truncate>{column.header}</chakra.span>
              <SortIcon direction={direction} />
            </chakra.button>
          ) : (
            <chakra.span truncate>{column.header}</chakra.span>
          )}
        </Box>
      );
    })}
  </Box>
);

/** Memoised: it changes only with the columns and the sorting, not while the user types. */
export const GridHeaderRow = memo(GridHeaderRowView) as typeof GridHeaderRowView;
