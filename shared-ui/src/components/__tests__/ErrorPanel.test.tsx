import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestWrapper } from '../../test/TestWrapper';
import { ErrorPanel } from '../ErrorPanel';

describe('ErrorPanel', () => {
  it('shows the failure and retries', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<ErrorPanel title="Раздел не загрузился" message="RUNTIME-003" onRetry={onRetry} />, {
      wrapper: TestWrapper,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Раздел не загрузился');
    expect(screen.getByText('RUNTIME-003')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without onRetry', () => {
    render(<ErrorPanel title="Ошибка" />, { wrapper: TestWrapper });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
