import { Span, VisuallyHidden } from '@chakra-ui/react';
import { formatMoney, formatMoneyAbs, isNegativeMoney, type MoneyInput } from '../format/money';
import { messages } from '../messages';

export type MoneyNegativeAs = 'sign' | 'red';

export type MoneyProps = {
  value: MoneyInput;
  /** 'red' shows a negative amount (an overpayment) red and without its sign. */
  negativeAs?: MoneyNegativeAs;
};

/** An amount with two decimals and the suffix 'р.'. */
export const Money = ({ value, negativeAs = 'sign' }: MoneyProps) => {
  if (negativeAs === 'red' && isNegativeMoney(value)) {
    return (
      <Span color="fg.error" whiteSpace="nowrap" title={messages.overpayment} data-overpayment="">
        <VisuallyHidden>{messages.overpayment} </VisuallyHidden>
        {formatMoneyAbs(value)}
      </Span>
    );
  }
  return <Span whiteSpace="nowrap">{formatMoney(value)}</Span>;
};
