import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { TestWrapper } from '@school/shared-ui';
import { RemoteArea } from '../RemoteArea';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

test('renders the remote App once it loads', async () => {
  load.mockResolvedValue({ App: () => <p>money area</p> });
  render(<RemoteArea remote="money" />, { wrapper: TestWrapper });
  expect(await screen.findByText('money area')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('money/App');
});

test('a remote that fails to load shows the error panel in its area, and retry loads it again', async () => {
  load
    .mockRejectedValueOnce(new Error('RUNTIME-003'))
    .mockResolvedValueOnce({ App: () => <p>sales area</p> });
  render(<RemoteArea remote="sales" />, { wrapper: TestWrapper });
  expect(await screen.findByText('Раздел не загрузился')).toBeInTheDocument();
  expect(screen.getByText(/модуль «Продажи»/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByText('sales area')).toBeInTheDocument();
});

test('a remote that throws while rendering is contained too', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Broken = () => {
    throw new Error('boom');
  };
  load.mockResolvedValue({ App: Broken });
  render(<RemoteArea remote="learning" />, { wrapper: TestWrapper });
  expect(await screen.findByText('Раздел не загрузился')).toBeInTheDocument();
});
