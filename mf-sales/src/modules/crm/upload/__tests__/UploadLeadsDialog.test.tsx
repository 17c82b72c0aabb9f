import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, revalidateLeads, salesApi } from 'shared-api';
import { TestWrapper } from 'shared-ui';
import { UploadLeadsDialog } from '../UploadLeadsDialog';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  revalidateLeads: jest.fn(() => Promise.resolve()),
  salesApi: { uploadLeads: jest.fn(), downloadLeadsTemplate: jest.fn() },
}));

const api = salesApi as jest.Mocked<typeof salesApi>;
const csv = () => new File(['name,phone\nИван,375291112233\n'], 'leads.csv', { type: 'text/csv' });

beforeEach(() => jest.clearAllMocks());

async function openWithFile(user: ReturnType<typeof userEvent.setup>) {
  render(<UploadLeadsDialog open onClose={jest.fn()} />, { wrapper: TestWrapper });
  const dialog = await screen.findByRole('dialog', { name: 'Загрузить файл' });
  await user.upload(within(dialog).getByLabelText('Файл с лидами (XLSX или CSV)'), csv());
  return dialog;
}

test('without a file nothing is sent', async () => {
  const user = userEvent.setup();
  render(<UploadLeadsDialog open onClose={jest.fn()} />, { wrapper: TestWrapper });
  await user.click(await screen.findByRole('button', { name: 'Загрузить' }));
  expect(screen.getByText('Выберите файл')).toBeInTheDocument();
  expect(api.uploadLeads).not.toHaveBeenCalled();
});

test('the report shows how many leads were imported and each refused row with its reason', async () => {
  const user = userEvent.setup();
  api.uploadLeads.mockResolvedValue({
    status: 'ok',
    message: 'Импортировано лидов: 2 (из них дубликатов: 1). Отклонено строк: 1.',
    imported: 2,
    duplicates: 1,
    refused: [{ row: 4, reason: 'Заполните поле «Город»' }],
  });
  const dialog = await openWithFile(user);
  await user.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
  const report = await within(dialog).findByTestId('upload-report');
  expect(api.uploadLeads).toHaveBeenCalledWith(expect.objectContaining({ name: 'leads.csv' }), {
    idempotencyKey: expect.any(String),
  });
  expect(report).toHaveTextContent('Импортировано лидов: 2 (из них дубликатов: 1). Отклонено строк: 1.');
  const table = within(report).getByRole('table', { name: 'Отклонено строк: 1' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('4Заполните поле «Город»');
  expect(revalidateLeads).toHaveBeenCalled();
});

test("a refused file shows the server's message in an alert", async () => {
  const user = userEvent.setup();
  api.uploadLeads.mockResolvedValue({
    status: 'error',
    message: 'Неподдерживаемый формат файла. Загрузите файл XLSX или CSV',
    imported: 0,
    duplicates: 0,
    refused: [],
  });
  const dialog = await openWithFile(user);
  await user.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Неподдерживаемый формат файла. Загрузите файл XLSX или CSV',
  );
  expect(revalidateLeads).not.toHaveBeenCalled();
});

test("a failed request shows the server's message in an alert; sending again retries with the same key", async () => {
  const user = userEvent.setup();
  api.uploadLeads.mockRejectedValue(new ApiError({ statusCode: 500, message: 'Сервер недоступен' }));
  const dialog = await openWithFile(user);
  await user.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Файл не загруженСервер недоступен');
  api.uploadLeads.mockResolvedValue({
    status: 'ok',
    message: 'Импортировано лидов: 1.',
    imported: 1,
    duplicates: 0,
    refused: [],
  });
  await user.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
  expect(await within(dialog).findByTestId('upload-report')).toHaveTextContent('Импортировано лидов: 1.');
  const [first, retry] = api.uploadLeads.mock.calls.map((call) => call[1]?.idempotencyKey);
  expect(first).toEqual(expect.any(String));
  expect(retry).toBe(first);
});

test('the template downloads as XLSX or CSV', async () => {
  const user = userEvent.setup();
  api.downloadLeadsTemplate.mockResolvedValue(undefined);
  render(<UploadLeadsDialog open onClose={jest.fn()} />, { wrapper: TestWrapper });
  await user.click(await screen.findByRole('button', { name: 'XLSX' }));
  await user.click(screen.getByRole('button', { name: 'CSV' }));
  expect(api.downloadLeadsTemplate.mock.calls).toEqual([['xlsx'], ['csv']]);
});
