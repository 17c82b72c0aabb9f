/** Russian texts of the reports read from the lesson journal (pivots, XLSX sheets, refusals). */
export const LESSON_REPORT_TEXTS = {
  titles: {
    camp: 'Посещение лагеря',
    firstVisit: 'Первые посещения',
    studentHours: 'Часы ученика',
  },
  child: 'Ребёнок',
  date: 'Дата',
  total: 'Итого',
  daysPresent: 'Дней',
  hours: {
    pupil: (name: string, number: string) => `Ученик: ${name}, договор ${number}`,
    group: (group: string, location: string) => `Группа: ${group} (${location})`,
    period: (from: string, to: string) => `Период: ${from} – ${to}`,
    present: (present: number, total: number) => `${present} из ${total}`,
    yes: 'Да',
    no: 'Нет',
    makeup: 'отработка',
    columns: {
      date: 'Дата',
      time: 'Время',
      group: 'Группа',
      subject: 'Предмет',
      topic: 'Тема',
      teacher: 'Преподаватель',
      presence: 'Присутствие',
      stay: 'Время пребывания',
      hours: 'Часы',
      note: 'Примечание',
    },
  },
  /** The pupil named is not a pupil of the group named. */
  notInGroup: 'Ученик не занимается в этой группе',
} as const;
