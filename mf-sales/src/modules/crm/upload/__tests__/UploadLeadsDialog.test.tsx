import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReply, renderWithProviders, setupFakeServer, type FakeReply } from '@school/tools/testing';
import { useLeadCounters } from '../../api/salesQueries';
import { signedInManager } from '../../test/fixtures';
import { UploadLeadsDialog } from '../UploadLeadsDialog';

const server = setupFakeServer();
const csv = () => new File(['name,phone\nИван,375291112233\n'], 'leads.csv', { type: 'text/csv' });

/** The board's counters beside the dialog: a successful import makes them load again. */
function Counters() {
  const { data } = useLeadCounters();
  return <p>В работе: {data?.in_work_total ?? '…'}</p>;
}

beforeEach(() => {
  server.on('GET', '/leads/counters', () => ({ body: { in_work_today: 1, in_work_total: 2 } }));
});

const uploads = () => server.calls('POST', '/leads/upload');
const counterReads = () => server.calls('GET', '/leads/counters').length;

function renderDialog() {
  renderWithProviders(
    <>
      <UploadLeadsDialog open onClose={jest.fn()} />
      <Counters />
    </>,
    { session: signedInManager },
  );
}

async function openWithFile(user: ReturnType<typeof userEvent.setup>) {
  renderDialog();
  await screen.findByText('В работе: 2');
  const dialog = await screen.findByRole('dialog', { name: 'Загрузить файл' });
  await user.upload(within(dialog).getByLabelText('Файл с лидами (XLSX или CSV)'), csv());
  return dialog;
}

const report = (overrides: Partial<Record<string, unknown>> = {}): FakeReply => ({
  body: {
    status: 'ok',
    message: 'Импортировано лидов: 1.',
    imported: 1,
    duplicates: 0,
    refused: [],
    ...overrides,
  },
});

test('without a file nothing is sent', async () => {
  const user = userEvent.setup();
  renderDialog();
  await user.click(await screen.findByRole('button', { name: 'Загрузить' }));
  expect(screen.getByText('Выберите файл')).toBeInTheDocument();
  expect(uploads()).toEqual([]);
});

test('the report shows how many leads were imported and each refused row with its reason', async () => {
  const user = userEvent.setup();
  server.on('POST', '/leads/upload', () =>
    report({
      message: 'Импортировано лидов: 2 (из них дубликатов: 1). Отклонено строк: 1.',
      imported: 2,
      duplicates: 1,
      refused: [{ row: 4, reason: 'Заполните поле «Город»' }],
    }),
  );
  const dialog = await openWithFile(user);
  await user.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
  const shown = await within(dialog).findByTestId('upload-report');
  expect(uploads()).toHaveLength(1);
  expect(uploads()[0].body).toEqual({
    file: { name: 'leads.csv', type: 'text/csv', text: 'name,phone\nИван,375291112233\n' },
  });
  expect(uploads()[0].headers['idempotency-key']).toMatch(/^"[0-9a-f-]{36}"$/);
  expect(shown).toHaveTextContent('Импортировано лидов: 2 (из них дубликатов: 1). Отклонено строк: 1.');
  const table = within(shown).getByRole('table', { name: 'Отклонено строк: 1' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('4Заполните поле «Город»');
  // The leads load again.
  await waitFor(() => expect(counterReads()).toBe(2));
});

test("a refused file shows the server's message in an alert", async () => {
  const user = userEvent.setup();
  server.on('POST', '/leads/upload', () =>
    report({
      status: 'error',
      message: 'Неподдерживаемый формат файла. Загрузите файл XLSX или CSV',
      imported: 0,
    }),
  );
  const dialog = await openWithFile(user);
  await user.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Неподдерживаемый формат файла. Загрузите файл XLSX или CSV',
  );
  expect(counterReads()).toBe(1);
});

test("a failed request shows the server's message in an alert; sending again retries with the same key", async () => {
  const user = userEvent.setup();
  server.on('POST', '/leads/upload', () => errorReply(500, 'Сервер недоступен'));
  const dialog = await openWithFile(user);
  await user.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Файл не загруженСервер недоступен');
  // The client itself tried three times, with one key.
  expect(uploads()).toHaveLength(3);
  server.on('POST', '/leads/upload', () => report());
  await user.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
  expect(await within(dialog).findByTestId('upload-report')).toHaveTextContent('Импортировано лидов: 1.');
  const keys = uploads().map((request) => request.headers['idempotency-key']);
  expect(keys).toHaveLength(4);
  expect(new Set(keys)).toEqual(new Set([keys[0]]));
  // The dialog shows the failure itself: no global toast.
  expect(server.notices).toEqual([]);
});

test('the template downloads as XLSX or CSV under the name the server gives', async () => {
  const user = userEvent.setup();
  server.on('GET', '/leads/upload/template', (request) => ({
    raw: 'шаблон',
    headers: {
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="leads-template.${request.query.get('format')}"`,
    },
  }));
  const saved: string[] = [];
  const createObjectURL = jest.fn(() => 'blob:template');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  try {
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'XLSX' }));
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(saved).toEqual(['leads-template.xlsx', 'leads-template.csv']));
    expect(
      server.calls('GET', '/leads/upload/template').map((request) => request.query.get('format')),
    ).toEqual(['xlsx', 'csv']);
  } finally {
    click.mockRestore();
  }
});
