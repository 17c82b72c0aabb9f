import { boardColumns, keepChosen, placePupil } from '../utils/boardColumns';

const groups = [
  {
    id: 1,
    short_name: 'А',
    students: [
      { id: 11, name: 'Яна' },
      { id: 12, name: 'Вера' },
    ],
  },
  { id: 2, short_name: 'Б', students: [{ id: 21, name: 'Борис' }] },
];

test('the columns show each pupil where the user put them, by name', () => {
  const columns = boardColumns(groups, { 11: 2 });
  expect(columns.map((c) => c.students.map((s) => s.name))).toEqual([['Вера'], ['Борис', 'Яна']]);
  expect(boardColumns(groups, {})).toEqual([
    {
      ...groups[0],
      students: [
        { id: 12, name: 'Вера' },
        { id: 11, name: 'Яна' },
      ],
    },
    groups[1],
  ]);
});

test('a pupil dropped back home leaves the placement; a placement into an unchosen group is dropped', () => {
  expect(placePupil({ 11: 2 }, 1, 11, 1)).toEqual({});
  expect(placePupil({}, 1, 11, 2)).toEqual({ 11: 2 });
  expect(keepChosen({ 11: 2, 21: 1 }, [1])).toEqual({ 21: 1 });
});
