import { z } from 'zod';
import {
  configAddBodySchema,
  configRemoveQuerySchema,
  configRemoveResponseSchema,
  configSchema,
  configsQuerySchema,
  configUpdateBodySchema,
} from '../configs';
import { endpoint, type Endpoint } from '../endpoint';

const exampleZoom = {
  id: 2,
  name: 'zoom_params',
  data: [{ link: 'https://zoom.us/j/9200007919', group_id: 1 }],
  version: 1,
};

/**
 * Конфигурации страницы настроек (issue 14, sales-people-settings.md): ссылки Zoom групп, ответственные по
 * филиалам, ответственный за обращения в техподдержку, каникулы реквизитов, категории затрат с операциями,
 * преподаватель по умолчанию, администрация, сетка расписания. Данные проверяются по имени настройки;
 * каждое изменение - по версии строки и со строкой аудита. Читатели настроек читают таблицу на каждом запросе.
 */
export const configEndpoints = {
  configsGet: endpoint({
    method: 'GET',
    path: '/configs/get',
    effect: 'reads',
    summary: 'Конфигурации страницы настроек (все или названные), с версиями строк',
    tag: 'people',
    permissions: ['configs.view'],
    scope: 'all',
    query: configsQuerySchema,
    response: z.array(configSchema),
    example: { query: { name: 'zoom_params' }, response: [exampleZoom] },
  }),
  configUpdate: endpoint({
    method: 'POST',
    path: '/config/update',
    effect: 'changes',
    summary: 'Новые данные конфигурации по версии строки; данные проверяются по имени; строка аудита',
    tag: 'people',
    permissions: ['configs.view', 'configs.modify'],
    scope: 'all',
    body: configUpdateBodySchema,
    response: configSchema,
    errors: [404, 409],
    example: { body: { config_id: 1, data: { user_id: 2 }, business: false, version: 1 } },
  }),
  configAdd: endpoint({
    method: 'POST',
    path: '/config/add',
    effect: 'changes',
    summary:
      'Новая конфигурация; для zoom_params - ссылка группы {link, group_id} в её список; строка аудита',
    tag: 'people',
    permissions: ['configs.view', 'configs.modify'],
    scope: 'all',
    creates: true,
    body: configAddBodySchema,
    response: configSchema,
    errors: [409],
    example: { body: { name: 'zoom_params', data: { link: 'https://zoom.us/j/123456789', group_id: 1 } } },
  }),
  configRemove: endpoint({
    method: 'GET',
    path: '/config/remove',
    effect: 'changes',
    summary: 'Удаление конфигурации (после подтверждения); строка аудита хранит удалённые данные',
    tag: 'people',
    permissions: ['configs.view', 'configs.modify'],
    scope: 'all',
    query: configRemoveQuerySchema,
    response: configRemoveResponseSchema,
    errors: [404, 409],
    example: { query: { id: '1' }, response: { status: 'OK' } },
  }),
} satisfies Record<string, Endpoint>;
