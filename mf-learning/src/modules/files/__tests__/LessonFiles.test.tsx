import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Attachment } from '@school/shared-api/learning';
import {
  errorReply,
  heldReply,
  renderWithProviders,
  setupFakeServer,
  type FakeFile,
} from '@school/tools/testing';
import { LessonFiles } from '../LessonFiles';

// The lesson dialog's files over the real client, with /image/upload, /file/get and /remove/attachment faked
// at the HTTP boundary.

const server = setupFakeServer();

const homework: Attachment = {
  id: 7,
  name: 'Домашнее задание.pdf',
  size: 48213,
  content_type: 'application/pdf',
};
const photo: Attachment = { id: 8, name: 'Фото.png', size: 900, content_type: 'image/png' };

/** The dialog's part: it keeps the list and hands it back, as the lesson dialog does. */
function Harness({ lessonId = 41 as number | null, readOnly = false, initial = [homework] }) {
  const [files, setFiles] = useState<Attachment[]>(initial);
  return (
    <LessonFiles
      lessonId={lessonId}
      attachments={files}
      readOnly={readOnly}
      onUploaded={(file) => setFiles((list) => [...list, file])}
      onRemoved={(id) => setFiles((list) => list.filter((file) => file.id !== id))}
    />
  );
}

const fileInput = () => screen.getByLabelText('Выберите файл', { selector: 'input' });
const pdf = (name = 'Задание.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:file');
  URL.revokeObjectURL = jest.fn();
});

test('uploads one file with the lesson id as `image`, says so and lists it', async () => {
  const user = userEvent.setup();
  server.on('POST', '/image/upload', () => ({
    body: {
      id_attachment: 9,
      attachment: { id: 9, name: 'Задание.pdf', size: 8, content_type: 'application/pdf' },
    },
  }));
  renderWithProviders(<Harness />, { toasts: true });
  expect(screen.getByText('Домашнее задание.pdf')).toBeInTheDocument();
  await user.upload(fileInput(), pdf());
  expect(await screen.findByText('Файл Задание.pdf успешно загружен.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Скачать Задание.pdf' })).toBeInTheDocument();
  const [request] = server.calls('POST', '/image/upload');
  const body = request.body as { lesson_id: string; image: FakeFile };
  expect(body.lesson_id).toBe('41');
  expect(body.image.name).toBe('Задание.pdf');
  expect(request.headers['idempotency-key']).toBeTruthy();
  expect(server.notices).toEqual([]);
});

test('a lesson not recorded yet uploads with an empty lesson_id', async () => {
  const user = userEvent.setup();
  server.on('POST', '/image/upload', () => ({
    body: { id_attachment: 10, attachment: { ...photo, id: 10 } },
  }));
  renderWithProviders(<Harness lessonId={null} initial={[]} />, { toasts: true });
  expect(screen.getByText('Файлов пока нет')).toBeInTheDocument();
  await user.upload(fileInput(), new File(['png'], 'Фото.png', { type: 'image/png' }));
  expect(await screen.findByText('Файл Фото.png успешно загружен.')).toBeInTheDocument();
  expect((server.calls('POST', '/image/upload')[0].body as { lesson_id: string }).lesson_id).toBe('');
});

test("shows the server's refusal after 'Ошибка при загрузке файла: ' and keeps the list", async () => {
  const user = userEvent.setup();
  const message = 'Этот тип файла нельзя загрузить';
  server.on('POST', '/image/upload', () => errorReply(422, message, { image: message }));
  renderWithProviders(<Harness />, { toasts: true });
  await user.upload(fileInput(), new File(['<html>'], 'page.png', { type: 'image/png' }));
  expect(await screen.findByText(`Ошибка при загрузке файла: ${message}`)).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
  expect(server.notices).toEqual([]);
});

test('a file over 10 MB is refused without sending it', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Harness />, { toasts: true });
  const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
  Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
  await user.upload(fileInput(), big);
  expect(await screen.findByText('Ошибка при загрузке файла: Файл больше 10 МБ')).toBeInTheDocument();
  expect(server.calls('POST', '/image/upload')).toHaveLength(0);
});

test('the upload button is disabled while a file is being sent and opens the chooser from the keyboard', async () => {
  const user = userEvent.setup();
  const held = heldReply({ body: { id_attachment: 9, attachment: { ...photo, id: 9 } } });
  server.on('POST', '/image/upload', held.handler);
  renderWithProviders(<Harness />, { toasts: true });
  const click = jest.spyOn(fileInput(), 'click');
  const button = screen.getByRole('button', { name: /Загрузить файл/ });
  button.focus();
  await user.keyboard('{Enter}');
  expect(click).toHaveBeenCalledTimes(1);
  await user.upload(fileInput(), pdf());
  await waitFor(() => expect(screen.getByRole('button', { name: /Загрузка файла/ })).toBeDisabled());
  held.release();
  expect(await screen.findByText('Файл Фото.png успешно загружен.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Загрузить файл/ })).toBeEnabled();
});

test('downloads through the client under the file name; a failure is told, not thrown', async () => {
  const user = userEvent.setup();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  server.on('GET', '/file/get', () => ({
    raw: Buffer.from('%PDF-1.4'),
    headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="hw.pdf"' },
  }));
  renderWithProviders(<Harness />, { toasts: true });
  await user.click(screen.getByRole('button', { name: 'Скачать Домашнее задание.pdf' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(server.calls('GET', '/file/get')[0].query.get('id')).toBe('7');

  server.on('GET', '/file/get', () => errorReply(404, 'Неверные данные'));
  await user.click(screen.getByRole('button', { name: 'Скачать Домашнее задание.pdf' }));
  expect(await screen.findByText('при скачивании файла произошла ошибка')).toBeInTheDocument();
  expect(click).toHaveBeenCalledTimes(1);
  click.mockRestore();
});

test('deletes after the confirmation: "ok" drops the file; a refusal keeps it and says why', async () => {
  const user = userEvent.setup();
  server.on('GET', '/remove/attachment', () => ({ body: 'ok' }));
  renderWithProviders(<Harness initial={[homework, photo]} />, { toasts: true });
  await user.click(screen.getByRole('button', { name: 'Удалить Фото.png' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText('Вы уверены, что хотите удалить запись?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
  expect(await screen.findByText('Файл успешно удалён.')).toBeInTheDocument();
  expect(screen.queryByText('Фото.png')).not.toBeInTheDocument();
  expect(server.calls('GET', '/remove/attachment')[0].query.get('id')).toBe('8');

  server.on('GET', '/remove/attachment', () => errorReply(404, 'Неверные данные'));
  await user.click(screen.getByRole('button', { name: 'Удалить Домашнее задание.pdf' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
  expect(await screen.findByText('Ошибка при удалении файла: Неверные данные')).toBeInTheDocument();
  expect(screen.getByText('Домашнее задание.pdf')).toBeInTheDocument();
});

test('cancelling the confirmation deletes nothing', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Harness />, { toasts: true });
  await user.click(screen.getByRole('button', { name: 'Удалить Домашнее задание.pdf' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отмена' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(server.calls('GET', '/remove/attachment')).toHaveLength(0);
});

test('read-only: download only', () => {
  renderWithProviders(<Harness readOnly />);
  expect(screen.getByRole('region', { name: 'Файлы' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Скачать Домашнее задание.pdf' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Удалить Домашнее задание.pdf' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Загрузить файл/ })).not.toBeInTheDocument();
});
