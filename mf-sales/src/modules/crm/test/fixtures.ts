import type { Contact, EntitiesTypes, Lead, Permission } from '@school/shared-api';

/** Test data of the sales module's component tests. */
export function makeLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id_lead: 11,
    id_contact: '0',
    name: 'Анна Ковалёва',
    nickname_inst: '',
    nickname_fb: '',
    nickname_tg: '',
    city: 'Минск',
    year_of_birth: '2018',
    phone: '375291234567',
    email: 'anna@example.by',
    manager: '7',
    manager_name: 'Петрова И.',
    interested: 'Робототехника',
    utm_source: 'instagram',
    utm_campaign: '',
    utm_term: '',
    comment: [],
    date_due: '2030-05-20 10:00:00',
    date_created: '2026-11-20T09:15:00.000Z',
    status: 'in_work',
    duplicate: false,
    rejected: '',
    disqualified: false,
    version: 3,
    ...overrides,
  };
}

export function makeContact(overrides: Partial<Contact> = {}): Contact {
  return {
    id_contact: 5,
    name: 'Анна',
    last_name: 'Ковалёва',
    phone: '375291234567',
    email: 'anna@example.by',
    kid_name: 'Миша',
    kid_class: '1',
    year_of_birth: '2018',
    city: 'Минск',
    passport_contact: '',
    registration_contact: '',
    nickname_inst: '',
    nickname_fb: '',
    nickname_tg: '',
    comment: [],
    utm_source: 'instagram',
    interested_program: 'Робототехника',
    date_created: '2026-11-01T08:00:00.000Z',
    version: 2,
    ...overrides,
  };
}

export const entities = {
  user: [
    { value: 7, label: 'Петрова И.' },
    { value: 8, label: 'Соколов А.' },
    { value: 9, label: 'Уволенный Б.' },
  ],
  active_users: [
    { value: 7, label: 'Петрова И.' },
    { value: 8, label: 'Соколов А.' },
  ],
  utm_source: [
    { value: 1, label: 'instagram' },
    { value: 2, label: 'Сайт школы' },
  ],
  reasons_cancelled: [
    { value: 1, label: 'Переезд' },
    { value: 2, label: 'Финансовые причины' },
  ],
  location: [{ value: 3, label: 'Минск' }],
  course: [{ value: 1, label: 'Робототехника' }],
  group: [{ value: 4, label: 'РБТ-1' }],
} as unknown as EntitiesTypes;

export const signedInManager = {
  user: {
    id: 7,
    short_name: 'Петрова И.',
    email: 'manager@school.test',
    employee: 'true' as const,
    location: [3],
  },
  permissions: ['contacts.view', 'leads.view', 'contract.view', 'contract.modify'] as Permission[],
  access: ['manager'],
};
