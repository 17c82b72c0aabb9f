import { render, screen } from '@testing-library/react';
import { TestWrapper } from '../../test/TestWrapper';
import { Money } from '../Money';

// Testing Library collapses the non-breaking space of the grouping into a plain space.

describe('Money', () => {
  it('shows the formatted amount with its sign by default', () => {
    render(<Money value="-1234.5" />, { wrapper: TestWrapper });
    expect(screen.getByText('-1 234,50 р.')).toBeInTheDocument();
  });

  it('shows a negative amount red, without the sign, labelled as an overpayment', () => {
    const { container } = render(<Money value="-1234.5" negativeAs="red" />, { wrapper: TestWrapper });
    const amount = container.querySelector('[data-overpayment]');
    expect(amount).toHaveTextContent('переплата 1 234,50 р.');
    expect(amount).not.toHaveTextContent('-');
    expect(amount).toHaveStyle({ color: 'var(--chakra-colors-fg-error)' });
    expect(screen.getByTitle('переплата')).toBe(amount);
  });

  it('shows a positive amount plainly when negatives are red', () => {
    const { container } = render(<Money value="250" negativeAs="red" />, { wrapper: TestWrapper });
    expect(screen.getByText('250,00 р.')).toBeInTheDocument();
    expect(container.querySelector('[data-overpayment]')).toBeNull();
    expect(screen.queryByText('переплата')).not.toBeInTheDocument();
  });

  it('shows lari with ₾ for a Georgian branch, red overpayments too', () => {
    const { container } = render(
      <>
        <Money value="1234.5" currency="GEL" />
        <Money value="-7" currency="GEL" negativeAs="red" />
      </>,
      { wrapper: TestWrapper },
    );
    expect(screen.getByText('1 234,50 ₾')).toBeInTheDocument();
    expect(container.querySelector('[data-overpayment]')).toHaveTextContent('переплата 7,00 ₾');
  });
});
