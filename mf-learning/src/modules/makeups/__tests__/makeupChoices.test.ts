import type { Makeup } from '@school/shared-api/learning';
import { dateChoices, groupChoices } from '../makeupChoices';

const makeup: Makeup = {
  id_temporary_arrangement: 1,
  contract_id: 41,
  name: 'Иванов Пётр',
  number: 'МН-00042',
  current_group: 'Робо-пн',
  current_group_id: 10,
  group_for_temporary_arrangement: 11,
  name_group: 'Робо-ср',
  location_id: 3,
  date: '2026-03-11',
  status: 'done',
  list_group: [
    { group_id: 12, group_for_temporary_arrangement: 12, name_group: 'Робо-пт', date: ['2026-03-20'] },
    { group_id: 13, group_for_temporary_arrangement: 13, name_group: 'Робо-свободная', date: [] },
  ],
  version: 1,
};

test('the makeup’s own group is offered even when it is no longer among the options', () => {
  expect(groupChoices(makeup)).toEqual([
    { value: '11', label: 'Робо-ср' },
    { value: '12', label: 'Робо-пт' },
    { value: '13', label: 'Робо-свободная' },
  ]);
});

test('dates: the group’s lesson days, the own date kept for the own group, any date without a timetable', () => {
  expect(dateChoices(makeup, '12')).toEqual(['2026-03-20']);
  expect(dateChoices(makeup, '11')).toEqual(['2026-03-11']);
  expect(dateChoices(makeup, '13')).toBeNull();
  const withOwn = {
    ...makeup,
    list_group: [{ ...makeup.list_group[0], group_id: 11, group_for_temporary_arrangement: 11 }],
  };
  expect(dateChoices(withOwn, '11')).toEqual(['2026-03-11', '2026-03-20']);
});
