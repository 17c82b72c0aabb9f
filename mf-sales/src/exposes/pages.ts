import {
  documentEndpoints,
  peopleEndpoints,
  referenceEndpoints,
  salesEndpoints as sales,
  type RemotePage,
} from '@school/shared-api';
import { auditPage } from '../modules/audit/page';
import { customersPage } from '../modules/customers/page';
import { reportsLinksPage } from '../modules/reportsLinks/page';
import { tasksPage } from '../modules/tasks/page';

/** The sales and people area's pages (DESIGN.md section 2): only pages that exist; `./App` renders each. */
export const pages: readonly RemotePage[] = [
  {
    path: 'crm',
    group: 'sales',
    label: 'Продажи',
    // The board and search call leads.*; the lead dialog opened from them shows and edits the contact.
    permissions: ['contacts.view', 'leads.view'],
    order: 10,
    // The contracts tab calls contractsGet only after useCanCall, so it is not listed.
    calls: [
      sales.leadsGet,
      sales.leadsCounters,
      sales.leadsSearch,
      sales.leadAdd,
      sales.leadUpdate,
      sales.leadManagerUpdate,
      sales.checkDuplicate,
      sales.leadsUpload,
      sales.leadsUploadTemplate,
      sales.contactSearch,
      sales.contactHistory,
      sales.contactUpdate,
      sales.commentAdd,
      sales.commentEdit,
      referenceEndpoints.entitiesTypes,
    ],
  },
  tasksPage,
  {
    path: 'access',
    group: 'users',
    label: 'Сотрудники',
    permissions: ['user.view'],
    order: 10,
    calls: [peopleEndpoints.accessGet, referenceEndpoints.entitiesTypes],
  },
  customersPage,
  {
    // Top level, after the journal (money.md section 2). Its templates tab comes from the money remote;
    // the upload there is offered only after useCanCall (configs.modify), so it is not listed.
    path: 'settings',
    label: 'Настройки',
    permissions: ['configs.view'],
    order: 20,
    calls: [documentEndpoints.templatesGet, documentEndpoints.templateDownload],
  },
  reportsLinksPage,
  auditPage,
];
