/** Refusals of a group change, each naming its field (the form shows them by field). */
export const GROUP_MESSAGES = {
  closedLocation: 'Филиал закрыт: новые группы в нём не создаются',
  courseNotInCountry: 'Курс не ведётся в стране филиала',
  teacherNotInBranch: (ids: readonly number[]) =>
    `Преподаватель не работает в филиале группы (пользователь ${ids.join(', ')})`,
  daysRequired: 'Выберите дни недели группы учебного года',
  trainingDaysRequired: 'Укажите даты занятий лагеря',
  pupilsNeedGroup: (count: number) =>
    `В группе ${count} ${pupilsWord(count)}: выберите группу, в которую их перевести (move_to)`,
  moveToSelf: 'Нельзя перевести учеников в удаляемую группу',
  moveToOther: 'Группа для перевода должна быть того же курса и филиала',
} as const;

/** 'ученик', 'ученика', 'учеников' by the number. */
export function pupilsWord(count: number): string {
  const tens = count % 100;
  const ones = count % 10;
  if (tens >= 11 && tens <= 14) return 'учеников';
  if (ones === 1) return 'ученик';
  if (ones >= 2 && ones <= 4) return 'ученика';
  return 'учеников';
}
