import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  customerDisableBodySchema,
  customerSchema,
  customersAddBodySchema,
  customersQuerySchema,
  customerUpdateBodySchema,
} from '../customers';

const exampleCustomer = {
  id_user: 30,
  full_name: 'Иванова Мария Петровна',
  email: 'ivanova@example.com',
  role: [8000],
  last_activity: null,
  number: 'Д-2026-0001',
  contract: [{ contract_id: 1, number: 'Д-2026-0001' }],
  status: 'active',
  version: 1,
};

/**
 * Клиенты (issue 14, sales-people-settings.md): учётные записи родителей (8000) и детей (11111) и их договоры;
 * привязка к договорам определяет, что видно в личном кабинете. Сотрудник видит учётные записи без договоров
 * и с договором своих филиалов и привязывает только договоры своих филиалов.
 */
export const customerEndpoints = {
  customersGet: endpoint({
    method: 'GET',
    path: '/get/customers',
    effect: 'reads',
    summary:
      'Родители и дети: без договоров или с договором филиалов пользователя; поиск по имени, e-mail, договору',
    tag: 'people',
    permissions: ['user.view'],
    scope: 'branch',
    query: customersQuerySchema,
    response: z.array(customerSchema),
    example: { query: { q: 'Иванова' }, response: [exampleCustomer] },
  }),
  customersAdd: endpoint({
    method: 'POST',
    path: '/add/customers',
    effect: 'changes',
    summary:
      'Новые учётные записи родителей и детей списком (ключ идемпотентности); повтор строки не добавляется',
    tag: 'people',
    permissions: ['user.view', 'user.add'],
    scope: 'branch',
    creates: true,
    body: customersAddBodySchema,
    response: z.array(customerSchema),
    errors: [404, 409, 422],
    example: {
      body: {
        customers: [
          { email: 'ivanova@example.com', full_name: 'Иванова Мария Петровна', role: 8000, contracts: [1] },
        ],
      },
      response: [exampleCustomer],
    },
  }),
  customersUpdate: endpoint({
    method: 'POST',
    path: '/update/customers',
    effect: 'changes',
    summary: 'Изменение учётной записи клиента по версии: имя, e-mail, договоры (хотя бы один)',
    tag: 'people',
    permissions: ['user.view', 'user.modify'],
    scope: 'branch',
    ids: { id_user: 'user' },
    body: customerUpdateBodySchema,
    response: customerSchema,
    errors: [404, 409, 422],
    example: {
      body: {
        id_user: 30,
        full_name: 'Иванова Мария',
        email: 'ivanova@example.com',
        contracts: [1],
        version: 1,
      },
      response: exampleCustomer,
    },
  }),
  customersDisable: endpoint({
    method: 'POST',
    path: '/disabled/customers',
    effect: 'changes',
    summary: 'Отключение учётной записи клиента (статус disabled); её сеансы завершаются сразу',
    tag: 'people',
    permissions: ['user.view', 'user.disabled'],
    scope: 'branch',
    ids: { id_user: 'user' },
    body: customerDisableBodySchema,
    response: customerSchema,
    errors: [404, 409],
    example: { body: { id_user: 30, version: 1 }, response: { ...exampleCustomer, status: 'disabled' } },
  }),
};
