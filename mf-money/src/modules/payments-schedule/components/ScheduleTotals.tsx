import { Box, Heading, SimpleGrid, Stack, Text } from '@school/shared-ui/chakra';
import type { ReceiptsTotal } from '@school/shared-api';
import { Money } from '@school/shared-ui';
import { isPositive } from '../amounts';
import { SCHEDULE_MESSAGES as M } from '../messages';

const FIGURES = ['expected', 'covered', 'outstanding', 'overdue', 'received', 'overdue_before'] as const;
const RED: ReadonlySet<string> = new Set(['overdue', 'overdue_before']);

/** The month's figures, one block per currency: a total never adds rubles and lari (DESIGN.md section 5). */
export function ScheduleTotals({ totals }: { totals: readonly ReceiptsTotal[] }) {
  return (
    <Stack gap="3" as="section" aria-label={M.totals}>
      {totals.map((total) => (
        <Box key={total.currency} borderWidth="1px" borderRadius="md" p="3">
          {totals.length > 1 && (
            <Heading as="h3" size="sm" mb="2">
              {M.currency[total.currency]}
            </Heading>
          )}
          <SimpleGrid as="dl" columns={{ base: 2, md: 3, xl: 6 }} gap="3">
            {FIGURES.map((figure) => (
              <Box key={figure} data-figure={figure}>
                <Text as="dt" fontSize="sm" color="fg.muted">
                  {M.figures[figure]}
                </Text>
                <Text
                  as="dd"
                  fontWeight="semibold"
                  fontSize="lg"
                  color={RED.has(figure) && isPositive(total[figure]) ? 'fg.error' : undefined}
                >
                  <Money value={total[figure]} currency={total.currency} />
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      ))}
      <Text fontSize="sm" color="fg.muted">
        {M.hint}
      </Text>
    </Stack>
  );
}
