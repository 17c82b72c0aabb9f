import { HStack, IconButton, NativeSelect, Text } from '@school/shared-ui/chakra';
import { LuChevronFirst, LuChevronLast, LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { BOARD_MESSAGES as M } from '../messages';

type ColumnPagerProps = {
  /** The column's title, so each pager's buttons have a distinct name. */
  column: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
};

/** First/previous/next/last and a page select of one board column (15 leads per page). */
export function ColumnPager({ column, page, pages, onPage }: ColumnPagerProps) {
  const last = Math.max(1, pages);
  const options = Array.from({ length: Math.max(last, page) }, (_, index) => index + 1);
  return (
    <HStack gap="0.5" justify="center" role="group" aria-label={`${M.page}: ${column}`}>
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={`${M.first} (${column})`}
        disabled={page <= 1}
        onClick={() => onPage(1)}
      >
        <LuChevronFirst />
      </IconButton>
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={`${M.previous} (${column})`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <LuChevronLeft />
      </IconButton>
      <NativeSelect.Root size="xs" width="auto">
        <NativeSelect.Field
          aria-label={`${M.page} (${column})`}
          value={page}
          onChange={(event) => onPage(Number(event.target.value))}
        >
          {options.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {M.pageOf(last)}
      </Text>
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={`${M.next} (${column})`}
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
      >
        <LuChevronRight />
      </IconButton>
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={`${M.last} (${column})`}
        disabled={page >= last}
        onClick={() => onPage(last)}
      >
        <LuChevronLast />
      </IconButton>
    </HStack>
  );
}
