import { entitiesTypesSchema } from '../entities';
import { endpoint } from '../endpoint';

export const referenceEndpoints = {
  entitiesTypes: endpoint({
    method: 'GET',
    path: '/entities-types/get',
    effect: 'reads',
    summary: 'Справочники: филиалы, курсы, группы, пользователи и другие списки',
    tag: 'reference',
    permissions: [],
    scope: 'branch',
    response: entitiesTypesSchema,
  }),
};
