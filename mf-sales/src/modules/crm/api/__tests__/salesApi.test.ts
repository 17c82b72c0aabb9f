import { errorReply, setupFakeServer } from '@school/tools/testing';
import { salesApi } from '../salesApi';

// The calls run the real client against the fake server; the dialogs' own behaviour is in their tests.

const server = setupFakeServer();

test("writes are silent (the dialogs show the spec's toasts); a failed read shows the client's toast", async () => {
  server.on('POST', '/comment/add', () => errorReply(500, 'Сервер недоступен'));
  await expect(salesApi.addComment({ id_contact: 7, comment: 'Перезвонить' })).rejects.toMatchObject({
    statusCode: 500,
    message: 'Сервер недоступен',
  });
  expect(server.notices).toEqual([]);

  server.on('GET', '/history_contact/get', () => errorReply(500, 'Сервер недоступен'));
  await expect(salesApi.contactHistory(7)).rejects.toMatchObject({ statusCode: 500 });
  expect(server.notices).toEqual([
    { kind: 'error', title: 'Ошибка получения данных', description: 'Сервер недоступен' },
  ]);
});

test('the contact search asks for the finished leads only when told to', async () => {
  server.on('GET', '/contact/search', () => ({ body: { contacts: [], leads: [] } }));
  await salesApi.searchContacts('Анна', false);
  await salesApi.searchContacts('Анна', true);
  expect(server.calls('GET', '/contact/search').map((request) => request.query.toString())).toEqual([
    `q=${encodeURIComponent('Анна')}`,
    `q=${encodeURIComponent('Анна')}&all=1`,
  ]);
});

test("the template is saved under the server's file name, or as leads-template.<format> without one", async () => {
  let disposition: string | undefined = 'attachment; filename="Leads template.xlsx"';
  server.on('GET', '/leads/upload/template', () => ({
    raw: 'шаблон',
    headers: {
      'content-type': 'application/octet-stream',
      ...(disposition ? { 'content-disposition': disposition } : {}),
    },
  }));
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: () => 'blob:template', revokeObjectURL: () => undefined });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  try {
    await salesApi.downloadLeadsTemplate('xlsx');
    disposition = undefined;
    await salesApi.downloadLeadsTemplate('csv');
    expect(saved).toEqual(['Leads template.xlsx', 'leads-template.csv']);
  } finally {
    click.mockRestore();
  }
});
