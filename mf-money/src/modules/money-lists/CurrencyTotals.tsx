import { Text } from '@school/shared-ui/chakra';
import { Fragment } from 'react';
import { Money, uiMessages, type MoneyCurrency } from '@school/shared-ui';

export type CurrencyTotal = { currency: MoneyCurrency; amount: string };

export type CurrencyTotalsProps = {
  label: string;
  /** The server's totals, one per currency; undefined while the list has not come. */
  totals: readonly CurrencyTotal[] | undefined;
  /** The list failed to load: no figure at all, never a zero. */
  failed: boolean;
};

/**
 * 'Итого: 1 234,50 р. · 80,00 ₾' above a money list: one figure per currency, never adding rubles and lari
 * (DESIGN.md section 5); '—' when the load failed, the loading text before the first answer, zero rubles for
 * an empty list.
 */
export function CurrencyTotals({ label, totals, failed }: CurrencyTotalsProps) {
  return (
    <Text fontWeight="semibold" aria-live="polite">
      {label}:{' '}
      {failed ? (
        '—'
      ) : totals === undefined ? (
        uiMessages.loading
      ) : totals.length === 0 ? (
        <Money value="0" />
      ) : (
        totals.map(({ currency, amount }, i) => (
          <Fragment key={currency}>
            {i > 0 && ' · '}
            <Money value={amount} currency={currency} />
          </Fragment>
        ))
      )}
    </Text>
  );
}
