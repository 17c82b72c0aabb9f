export const GROUPS_MESSAGES = {
  title: 'Группы',
  schoolYear: 'Учебный год',
  camp: 'Лагерь',
  columns: {
    short_name: 'Группа',
    course: 'Курс',
    location: 'Филиал',
    teacher: 'Преподаватели',
    start_date: 'Дата начала',
    students_count: 'Учеников',
    camp: 'Тип',
    day_of_the_week: 'Дни недели',
    weeks: 'Кол-во недель',
    price_per_week: 'Цена за неделю',
  },
} as const;

/** Weekday codes 0-6 with Monday = 0 (learning.md section 9). */
export const WEEKDAYS_SHORT = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;
