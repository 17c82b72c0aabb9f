import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TemplateVersion } from '@school/shared-api';
import { errorReply, renderWithProviders, setupFakeServer, type FakeFile } from '@school/tools/testing';
import { TemplatesTab } from '../TemplatesTab';

const server = setupFakeServer();

const VERSIONS: TemplateVersion[] = [
  {
    template: 'School_IP',
    version: 2,
    file_name: 'Школа ИП.docx',
    size: 18204,
    uploaded_at: '2026-03-16T09:00:00.000Z',
  },
  {
    template: 'Садик',
    version: 1,
    file_name: 'Садик.docx',
    size: 6100,
    uploaded_at: '2026-03-01T09:00:00.000Z',
  },
];

const docx = (name = 'Школа.docx') =>
  new File(['PK fake docx'], name, {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });

function renderTab(permissions: ('configs.view' | 'configs.modify')[] = ['configs.view', 'configs.modify']) {
  server.on('GET', '/template/get', () => ({ body: VERSIONS }));
  return renderWithProviders(<TemplatesTab />, { permissions });
}

const uploadSection = () => screen.getByRole('region', { name: 'Загрузить шаблон' });

describe('TemplatesTab', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:template');
    URL.revokeObjectURL = jest.fn();
  });

  it('downloads the newest version of the chosen template', async () => {
    const user = userEvent.setup();
    server.on('GET', '/template/download', () => ({
      raw: Buffer.from('docx bytes'),
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'content-disposition': `attachment; filename="School_IP.docx"`,
      },
    }));
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderTab();
    const download = screen.getByRole('region', { name: 'Скачать шаблон' });
    const button = screen.getByRole('button', { name: 'Скачать' });
    expect(button).toBeDisabled();
    await user.selectOptions(screen.getAllByLabelText('Шаблон')[0], 'School_IP');
    expect(await screen.findByText(/^Версия 2 от 16\.03\.2026/)).toBeInTheDocument();
    expect(download).toContainElement(button);
    await user.click(button);
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.calls('GET', '/template/download')[0].query.get('q')).toBe('School_IP');
    click.mockRestore();
  });

  it('says when a template was never uploaded and offers no download', async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('region', { name: 'Скачать шаблон' });
    await waitFor(() => expect(server.calls('GET', '/template/get')).toHaveLength(1));
    await user.selectOptions(screen.getAllByLabelText('Шаблон')[0], 'CampG');
    expect(await screen.findByText('Шаблон ещё не загружен')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать' })).toBeDisabled();
  });

  it('asks for both a template and a file', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please select a template and a file to upload',
    );
    await user.selectOptions(screen.getAllByLabelText('Шаблон')[1], 'Садик');
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please select a template and a file to upload',
    );
    expect(server.calls('POST', '/upload')).toHaveLength(0);
  });

  it('uploads the chosen file under the template name with an Idempotency-Key and lists it again', async () => {
    const user = userEvent.setup();
    server.on('POST', '/upload', () => ({
      body: { ...VERSIONS[1], version: 2, message: 'File uploaded successfully' },
    }));
    renderTab();
    await user.selectOptions(screen.getAllByLabelText('Шаблон')[1], 'Садик');
    const input = uploadSection().querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, docx('Садик 2026.docx'));
    expect(screen.getByText('Выбран файл: Садик 2026.docx')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('File uploaded successfully');
    const [request] = server.calls('POST', '/upload');
    const body = request.body as { template: string; file: FakeFile };
    expect(body.template).toBe('Садик');
    expect(body.file.name).toBe('Садик 2026.docx');
    expect(request.headers['idempotency-key']).toBeTruthy();
    await waitFor(() => expect(server.calls('GET', '/template/get')).toHaveLength(2));
    expect(screen.getByText('Перетащите файл .docx сюда или нажмите, чтобы выбрать')).toBeInTheDocument();
  });

  it('shows the server refusal and keeps the choice for a retry with the same key', async () => {
    const user = userEvent.setup();
    const message = 'Поля шаблона записаны с ошибками: поле «number» не закрыто скобкой }';
    server.on('POST', '/upload', () => errorReply(422, message, { file: message }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTab();
    await user.selectOptions(screen.getAllByLabelText('Шаблон')[1], 'School_IP');
    await user.upload(uploadSection().querySelector('input[type="file"]') as HTMLInputElement, docx());
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить шаблон');
    expect(alert).toHaveTextContent(message);
    expect(server.notices).toEqual([]);
    expect(screen.getByText('Выбран файл: Школа.docx')).toBeInTheDocument();
  });

  it('takes a dropped .docx and refuses another kind of file; Cancel clears the choice', async () => {
    const user = userEvent.setup();
    renderTab();
    const area = screen.getByRole('button', { name: 'Файл шаблона (.docx)' });
    const drop = (file: File) => {
      const event = new Event('drop', { bubbles: true }) as Event & { dataTransfer: unknown };
      Object.assign(event, { dataTransfer: { files: [file] } });
      area.dispatchEvent(event);
    };
    drop(new File(['a,b'], 'leads.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Можно загрузить только файл .docx');
    drop(docx('Шаблон.docx'));
    expect(await screen.findByText('Выбран файл: Шаблон.docx')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.getByText('Перетащите файл .docx сюда или нажмите, чтобы выбрать')).toBeInTheDocument();
  });

  it('opens the file chooser from the keyboard', async () => {
    const user = userEvent.setup();
    renderTab();
    const input = uploadSection().querySelector('input[type="file"]') as HTMLInputElement;
    const click = jest.spyOn(input, 'click');
    screen.getByRole('button', { name: 'Файл шаблона (.docx)' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('offers no upload without configs.modify', async () => {
    renderTab(['configs.view']);
    await screen.findByRole('region', { name: 'Скачать шаблон' });
    expect(screen.queryByRole('region', { name: 'Загрузить шаблон' })).not.toBeInTheDocument();
  });

  it('shows an error panel with a retry when the list fails', async () => {
    const user = userEvent.setup();
    server.on('GET', '/template/get', () => errorReply(500, 'Ошибка сервера. Попробуйте позже.'));
    renderWithProviders(<TemplatesTab />, { permissions: ['configs.view'] });
    expect(await screen.findByText('Не удалось получить список шаблонов')).toBeInTheDocument();
    server.on('GET', '/template/get', () => ({ body: VERSIONS }));
    await user.click(screen.getByRole('button', { name: /Повторить/ }));
    expect(await screen.findByRole('button', { name: 'Скачать' })).toBeInTheDocument();
  });
});
