import { act, render, screen } from '@testing-library/react';
import { TestWrapper } from '../../test/TestWrapper';
import { Toaster } from '../Toaster';
import { notify } from '../notify';
import { toaster } from '../sharedToaster';

describe('notify', () => {
  afterEach(() => {
    act(() => toaster.remove());
  });

  it('shows a toast with its title and description', async () => {
    render(<Toaster />, { wrapper: TestWrapper });
    act(() => {
      notify.success('Группа добавлена', 'Подробности');
    });
    expect(await screen.findByText('Группа добавлена')).toBeInTheDocument();
    expect(screen.getByText('Подробности')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Уведомления' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });

  it('shows at most 3 toasts at once and queues the rest', async () => {
    render(<Toaster />, { wrapper: TestWrapper });
    act(() => {
      notify.info('Первое');
      notify.warning('Второе');
      notify.error('Третье');
      notify.success('Четвёртое');
    });
    expect(await screen.findByText('Третье')).toBeInTheDocument();
    expect(screen.getByText('Первое')).toBeInTheDocument();
    expect(screen.getByText('Второе')).toBeInTheDocument();
    expect(screen.queryByText('Четвёртое')).not.toBeInTheDocument();
  });

  it('hides toasts after 3 seconds', () => {
    jest.useFakeTimers();
    try {
      render(<Toaster />, { wrapper: TestWrapper });
      act(() => {
        notify.info('Скоро исчезнет');
      });
      act(() => {
        jest.advanceTimersByTime(100);
      });
      expect(screen.getByText('Скоро исчезнет')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(2500);
      });
      expect(screen.getByText('Скоро исчезнет')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(1500);
      });
      expect(screen.queryByText('Скоро исчезнет')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
