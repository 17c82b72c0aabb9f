import { Span, VisuallyHidden } from '@school/shared-ui/chakra';
import {
  formatMoney,
  formatMoneyAbs,
  isNegativeMoney,
  type MoneyCurrency,
  type MoneyInput,
} from '../format/money';
import { messages } from '../messages';

export type MoneyNegativeAs = 'sign' | 'red';

export type MoneyProps = {
  value: MoneyInput;
  /** 'red' shows a negative amount (an overpayment) red and without its sign. */
  negativeAs?: MoneyNegativeAs;
  /** The branch's currency: rubles (' р.', the default) or lari (' ₾'). */
  currency?: MoneyCurrency;
};

/** An amount with two decimals and its currency's suffix ('р.' unless given). */
export const Money = ({ value, negativeAs = 'sign', currency = 'BYN' }: MoneyProps) => {
  if (negativeAs === 'red' && isNegativeMoney(value)) {
    return (
      <Span color="fg.error" whiteSpace="nowrap" title={messages.overpayment} data-overpayment="">
        <VisuallyHidden>{messages.overpayment} </VisuallyHidden>
        {formatMoneyAbs(value, currency)}
      </Span>
    );
  }
  return <Span whiteSpace="nowrap">{formatMoney(value, currency)}</Span>;
};
