import {
  ENDPOINTS,
  pageAnswerSchema,
  pageQuerySchema,
  type Endpoint,
  type ErrorStatus,
} from '@school/shared-api/contracts';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Некорректный запрос: message называет первое неверное поле, errors — сообщение для каждого поля',
  401: 'Нет сессии: нужно войти',
  403: 'Недостаточно прав (клиент выходит из системы с сообщением «Ошибка доступа»)',
  404: 'Запись не найдена или вне филиалов пользователя («Неверные данные»)',
  409: 'Конфликт: запись изменена другим пользователем, запись уже существует, или запрос с тем же ключом идемпотентности ещё выполняется',
  413: 'Слишком большой файл или запрос',
  422: 'Ключ идемпотентности уже использован с другим запросом',
  429: 'Слишком много попыток: повторите позже',
};

const SCOPE_DESCRIPTIONS: Record<Endpoint['scope'], string> = {
  public: 'без входа',
  all: 'все данные, доступные по правам',
  branch: 'только филиалы пользователя (роль со всеми филиалами видит все)',
  family: 'только договоры семьи клиента',
  own: 'только собственные записи пользователя',
};

const apiErrorSchema: JsonSchema = {
  type: 'object',
  required: ['statusCode', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    message: { type: 'string', description: 'Сообщение на русском' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Сообщение для каждого поля',
    },
  },
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** An example value that fits a JSON schema: the first enum value, a sample of each property. */
export function exampleOf(schema: JsonSchema, depth = 0): unknown {
  if (depth > 8) return null;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives)
    return exampleOf(alternatives.find((s) => s.type !== 'null') ?? alternatives[0], depth + 1);
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, exampleOf(value, depth + 1)]),
      );
    }
    case 'array':
      return schema.items ? [exampleOf(schema.items as JsonSchema, depth + 1)] : [];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return typeof schema.pattern === 'string' && /\\d/.test(schema.pattern) ? '1' : 'строка';
    default:
      return null;
  }
}

/** The error statuses an entry can answer: bad input, no session, not allowed, and its own. */
export function errorStatuses(entry: Endpoint): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([400]);
  if (entry.scope !== 'public') {
    statuses.add(401);
    statuses.add(403);
  }
  if (entry.creates) {
    statuses.add(409);
    statuses.add(422);
  }
  for (const status of entry.errors ?? []) statuses.add(status);
  return [...statuses].sort();
}

function parametersOf(entry: Endpoint): unknown[] {
  // A paged list documents its page fields; `limit` is what asks for a page, so none is required.
  const query = entry.page ? pageQuerySchema(entry) : entry.query;
  if (!query) return [];
  const schema = jsonSchema(query, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(entry.page ? [] : ((schema.required ?? []) as string[]));
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
    ...(entry.example?.query?.[name] !== undefined ? { example: entry.example.query[name] } : {}),
  }));
}

function requestBodyOf(entry: Endpoint): unknown {
  if (entry.upload) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary' } },
          },
        },
      },
    };
  }
  if (!entry.body) return undefined;
  const schema = jsonSchema(entry.body, 'input');
  return {
    required: true,
    content: { 'application/json': { schema, example: entry.example?.body ?? exampleOf(schema) } },
  };
}

function successOf(entry: Endpoint): Record<string, unknown> {
  if (entry.answer === 'redirect')
    return {
      '302': {
        description: entry.response.description ?? 'Переход',
        headers: { Location: { schema: { type: 'string' } } },
      },
    };
  if (entry.answer === 'file')
    return {
      '200': {
        description: entry.response.description ?? 'Файл',
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      },
    };
  const list = jsonSchema(entry.response, 'output');
  const page =
    entry.page && entry.response instanceof z.ZodArray
      ? jsonSchema(pageAnswerSchema(entry.response.element as z.ZodType, entry.page.summary), 'output')
      : null;
  const schema = page ? { oneOf: [list, page] } : list;
  const responses: Record<string, unknown> = {
    '200': {
      description: page ? 'Весь список, или страница с limit: rows, total, offset, limit' : 'Успешный ответ',
      content: {
        'application/json': { schema, example: entry.example?.response ?? exampleOf(page ?? list) },
      },
    },
  };
  if (entry.noContent) responses['204'] = { description: 'Нет данных' };
  return responses;
}

function operationOf(name: string, entry: Endpoint): Record<string, unknown> {
  const permissions =
    (entry.permissions.length > 0 ? entry.permissions.join(', ') : 'любой вошедший пользователь') +
    (entry.orPermissions ? ` или ${entry.orPermissions.join(', ')}` : '');
  const errors = Object.fromEntries(
    errorStatuses(entry).map((status) => [
      String(status),
      {
        description: ERROR_DESCRIPTIONS[status],
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      },
    ]),
  );
  const notes = [
    entry.scope === 'public' ? 'Права: не нужны (без входа).' : `Права: ${permissions}.`,
    `Данные: ${SCOPE_DESCRIPTIONS[entry.scope]}.`,
  ];
  if (entry.creates)
    notes.push('Заголовок Idempotency-Key: повтор с тем же ключом и телом возвращает первый ответ.');
  return {
    operationId: name,
    summary: entry.summary,
    description: notes.join('\n\n'),
    tags: [entry.tag],
    'x-permissions': entry.permissions,
    ...(entry.orPermissions ? { 'x-or-permissions': entry.orPermissions } : {}),
    'x-scope': entry.scope,
    security: entry.scope === 'public' ? [] : [{ session: [] }],
    parameters: [
      ...parametersOf(entry),
      ...(entry.creates
        ? [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              schema: { type: 'string', maxLength: 255 },
            },
          ]
        : []),
    ],
    ...(requestBodyOf(entry) ? { requestBody: requestBodyOf(entry) } : {}),
    responses: { ...successOf(entry), ...errors },
  };
}

/** The OpenAPI 3.1 document of the API, generated from the endpoint table. */
export function openApiDocument(table: Record<string, Endpoint> = ENDPOINTS): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, entry] of Object.entries(table)) {
    paths[entry.path] = { ...paths[entry.path], [entry.method.toLowerCase()]: operationOf(name, entry) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'API школы',
      version: '1.0.0',
      description:
        'Каждый вызов объявлен один раз в таблице shared-api/src/contracts/endpoints. Ошибки — ApiError с сообщением на русском.',
    },
    servers: [{ url: '/api' }],
    tags: [
      { name: 'auth', description: 'Вход и сессия' },
      { name: 'reference', description: 'Справочники' },
      { name: 'money', description: 'Деньги' },
      { name: 'learning', description: 'Обучение' },
      { name: 'sales', description: 'Продажи' },
      { name: 'people', description: 'Пользователи и настройки' },
    ],
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      schemas: { ApiError: apiErrorSchema },
    },
  };
}
