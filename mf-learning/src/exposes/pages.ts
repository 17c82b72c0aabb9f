import { learningEndpoints, referenceEndpoints, type RemotePage } from 'shared-api';

/** The learning area's pages (DESIGN.md section 2): only pages that exist; `./App` renders each. */
export const pages: readonly RemotePage[] = [
  {
    path: 'groups',
    group: 'learning',
    label: 'Группы',
    permissions: ['group.view'],
    order: 10,
    calls: [learningEndpoints.groupGet, referenceEndpoints.entitiesTypes],
  },
];
