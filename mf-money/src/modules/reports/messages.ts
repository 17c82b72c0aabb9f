/**
 * Texts of the reports page (money.md, Reports page). The spec names two tabs ('Действующие договоры',
 * 'Платежи по дням'); the other titles and labels are ours, in the spec's style (docs/decisions.md).
 */
export const REPORT_MESSAGES = {
  title: 'Отчеты',
  tabs: {
    ongoing: 'Действующие договоры',
    pay_by_day: 'Платежи по дням',
    new: 'Новые договоры по неделям',
    camp: 'Посещение лагеря',
    first_visit: 'Первые посещения',
    student_hours: 'Часы ученика',
    order: 'Приказ о зачислении',
  },
  filters: {
    region: 'Фильтры отчета',
    month: 'Месяц',
    year: 'Год',
    branch: 'Филиал',
    allBranches: 'Все филиалы',
    rbBranches: 'Только РБ',
    courseSet: 'Набор курсов',
    allCourseSets: 'Все курсы',
    courseSets: { rb: 'Курсы РБ', georgia: 'Курсы Грузии' },
    course: 'Курс',
    anyCourse: 'Любой курс',
    courseTypes: 'Типы курсов',
    camp: 'Лагерь',
    individual: 'Индивидуальные',
    academicYear: 'Учебный год',
  },
  months: [
    'Январь',
    'Февраль',
    'Март',
    'Апрель',
    'Май',
    'Июнь',
    'Июль',
    'Август',
    'Сентябрь',
    'Октябрь',
    'Ноябрь',
    'Декабрь',
  ],
  export: 'Скачать XLSX',
  exportFailed: 'Не удалось скачать отчет',
  loadFailed: 'Не удалось загрузить отчет',
  chart: (title: string) => `Диаграмма: ${title}`,
  chartByCurrency: (title: string, currency: string) => `Диаграмма: ${title}, ${currency}`,
  pivot: (title: string) => `Сводная таблица: ${title}`,
  tick: 'был',
} as const;

/** The period of the forms of the reports page (the order and the student hours); not in the spec. */
export const PERIOD_MESSAGES = {
  from: 'Период с',
  to: 'по',
  toBeforeFrom: 'Дата окончания раньше даты начала',
} as const;

/**
 * Texts of the order generator (sales-people-settings.md, /reports-links: 'У вас нет доступных локаций'; the
 * rest not in the spec). mf-sales' /app/reports-links shows the same form (money/OrderForm).
 */
export const ORDER_MESSAGES = {
  title: 'Приказ о зачислении',
  location: 'Локация',
  chooseLocation: 'Выберите локацию',
  noLocations: 'У вас нет доступных локаций',
  generate: 'Сформировать приказ',
  hint: 'Ученики, чьи договоры начались в выбранный период; документ назван датой.',
  locationsFailed: 'Не удалось загрузить локации',
} as const;

/** Texts of the student-hours download (money.md: student hours report; the rest not in the spec). */
export const STUDENT_HOURS_MESSAGES = {
  title: 'Часы ученика',
  hint: 'Занятия ученика в группе за период: присутствие и часы (XLSX).',
  group: 'Группа',
  chooseGroup: 'Выберите группу',
  noGroups: 'У вас нет доступных групп',
  groupsFailed: 'Не удалось загрузить группы',
  student: 'Ученик',
  chooseStudent: 'Выберите ученика',
  chooseGroupFirst: 'Сначала выберите группу',
  noStudents: 'В группе нет учеников',
  studentsFailed: 'Не удалось загрузить учеников группы',
  formerly: 'ранее в группе',
  download: 'Скачать',
  failed: 'Не удалось сформировать отчёт',
} as const;
