import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { TestWrapper } from '../../test/TestWrapper';
import { RemoteModule } from '../RemoteModule';

type Module = { Page: () => ReactElement };

const failure = { title: 'Раздел не загрузился', text: 'Модуль «Деньги» недоступен.' };

function Crashing(): ReactElement {
  throw new Error('render failed');
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('shows loading, then the module', async () => {
  let resolve: (module: Module) => void = () => undefined;
  const load = jest.fn(() => new Promise<Module>((done) => (resolve = done)));
  render(
    <RemoteModule name="money/App" load={load} failure={failure}>
      {(module: Module) => <module.Page />}
    </RemoteModule>,
    { wrapper: TestWrapper },
  );
  expect(screen.getByLabelText('Загрузка…')).toBeInTheDocument();
  resolve({ Page: () => <p>Дебиторская задолженность</p> });
  expect(await screen.findByText('Дебиторская задолженность')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith(false);
});

test('a module that cannot be loaded shows the error panel; the retry loads again', async () => {
  const user = userEvent.setup();
  const load = jest
    .fn<Promise<Module>, [boolean]>()
    .mockRejectedValueOnce(new Error('RUNTIME-003'))
    .mockResolvedValueOnce({ Page: () => <p>Группы</p> });
  render(
    <RemoteModule name="learning/App" load={load} failure={failure}>
      {(module: Module) => <module.Page />}
    </RemoteModule>,
    { wrapper: TestWrapper },
  );
  expect(await screen.findByText('Модуль «Деньги» недоступен.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByText('Группы')).toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith(true);
});

test('a module that throws while rendering shows the error panel in its frame; the page around keeps working', async () => {
  const user = userEvent.setup();
  const load = jest
    .fn<Promise<Module>, [boolean]>()
    .mockResolvedValueOnce({ Page: Crashing })
    .mockResolvedValueOnce({ Page: () => <p>Снова работает</p> });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <main>
      <h1>Оболочка</h1>
      <RemoteModule
        name="sales/LeadDialog"
        load={load}
        failure={failure}
        frame={(content) => <section aria-label="Рамка">{content}</section>}
      >
        {(module: Module) => <module.Page />}
      </RemoteModule>
    </main>,
    { wrapper: TestWrapper },
  );
  expect(await screen.findByText('Раздел не загрузился')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Рамка' })).toContainElement(
    screen.getByText('Раздел не загрузился'),
  );
  expect(screen.getByRole('heading', { name: 'Оболочка' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByText('Снова работает')).toBeInTheDocument();
});
