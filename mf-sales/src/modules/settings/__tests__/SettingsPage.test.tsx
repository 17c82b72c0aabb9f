import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithProviders, setupFakeServer } from '@school/tools/testing';
import { SettingsPage } from '../SettingsPage';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const server = setupFakeServer();

function FakeTemplatesTab() {
  return <p>Раздел шаблонов из money</p>;
}

beforeEach(() => {
  (loadRemote as jest.Mock).mockReset();
  (registerRemotes as jest.Mock).mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.on('GET', '/stage.json', () => ({ body: { remotes: { money: '/money/mf-manifest.json' } } }));
});

test('shows the templates tab of the money remote', async () => {
  (loadRemote as jest.Mock).mockResolvedValue({ TemplatesTab: FakeTemplatesTab });
  renderWithProviders(<SettingsPage />, { permissions: ['configs.view'] });
  expect(screen.getByRole('tab', { name: 'Шаблоны' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('Раздел шаблонов из money')).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('money/TemplatesTab');
  expect(registerRemotes).toHaveBeenCalledWith(
    [{ name: 'money', entry: '/money/mf-manifest.json' }],
    expect.anything(),
  );
});

test('shows an error panel when the tab cannot be loaded, and loads it again on retry', async () => {
  const user = userEvent.setup();
  (loadRemote as jest.Mock).mockRejectedValueOnce(new Error('RUNTIME-004'));
  renderWithProviders(<SettingsPage />, { permissions: ['configs.view'] });
  expect(await screen.findByText('Шаблоны не загрузились')).toBeInTheDocument();
  (loadRemote as jest.Mock).mockResolvedValue({ TemplatesTab: FakeTemplatesTab });
  await user.click(screen.getByRole('button', { name: /Повторить/ }));
  expect(await screen.findByText('Раздел шаблонов из money')).toBeInTheDocument();
  // The retry registers the money remote afresh.
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [expect.objectContaining({ name: 'money' })],
    expect.objectContaining({ force: true }),
  );
});

test('a module without the export counts as a failure', async () => {
  (loadRemote as jest.Mock).mockResolvedValue({});
  renderWithProviders(<SettingsPage />, { permissions: ['configs.view'] });
  expect(await screen.findByText('Шаблоны не загрузились')).toBeInTheDocument();
});

test('offers the Configurations and JSON editor tabs; the editor’s chunk loads when its tab is opened', async () => {
  const user = userEvent.setup();
  (loadRemote as jest.Mock).mockResolvedValue({ TemplatesTab: FakeTemplatesTab });
  server.on('GET', '/configs/get', () => ({
    body: [{ id: 1, name: 'schedule', data: ['9:00'], version: 1 }],
  }));
  server.on('GET', '/entities-types/get', () => ({ body: {} }));
  renderWithProviders(<SettingsPage />, { permissions: ['configs.view'] });
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Шаблоны',
    'Конфигурации',
    'JSON редактор',
    'Добавление сущностей',
  ]);
  await user.click(screen.getByRole('tab', { name: 'Конфигурации' }));
  expect(await screen.findByRole('button', { name: /Ссылки Zoom/ })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'JSON редактор' }));
  await user.selectOptions(await screen.findByLabelText('Конфигурация'), 'schedule');
  expect(await screen.findByText('"9:00"')).toBeInTheDocument();
});
