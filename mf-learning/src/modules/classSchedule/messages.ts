/** Texts of the class schedule (learning.md sections 2.7 and 8, and the page's own). */
export const CLASS_SCHEDULE_MESSAGES = {
  title: 'Расписание занятий',
  // learning.md section 8.
  changed: 'Данные расписания изменены',
  // The page's own texts.
  locations: 'Филиалы',
  noLocations: 'Нет доступных филиалов',
  loading: 'Загрузка расписания…',
  loadFailed: 'Не удалось загрузить расписание',
  noGroups: 'В филиале нет групп',
  noLessons: 'На этой неделе занятий нет',
  week: 'Неделя',
  previousWeek: 'Прошлая неделя',
  currentWeek: 'Текущая неделя',
  nextWeek: 'Следующая неделя',
  chooseWeek: 'Выберите неделю: прошлую, текущую или следующую.',
  weekText: (from: string, to: string) => `${from} – ${to}`,
  lock: 'Редактирование заблокировано',
  unlock: 'Редактирование разрешено',
  lockHint: 'Нажмите, чтобы разрешить или запретить перенос занятий',
  history: 'История изменений',
  undo: 'Отменить',
  redo: 'Повторить',
  copy: 'Копировать неделю',
  copyTitle: 'Копирование расписания',
  copyConfirm:
    'Скопировать занятия текущей недели на следующую? Занятия, которые пересеклись бы с уже назначенными, будут пропущены.',
  copied: (copied: number, skipped: number) => `Скопировано занятий: ${copied}, пропущено: ${skipped}`,
  copyFailed: 'Не удалось скопировать неделю',
  rotate: 'Повернуть таблицу',
  zoom: 'Масштаб',
  zoomLevels: ['100%', '200%', '300%'],
  help: 'Справка',
  helpText:
    'Чтобы перенести занятие, снимите блокировку редактирования и перетащите карточку занятия мышью в другую ячейку: другой день, время или группу. С клавиатуры: перейдите на карточку клавишей Tab, нажмите пробел, стрелками выберите ячейку и нажмите пробел ещё раз; Escape отменяет перенос. Отменить и повторить перенос можно кнопками «Отменить» и «Повторить».',
  moveFailed: 'Не удалось перенести занятие',
  close: 'Закрыть',
  group: 'Группа',
  day: 'День',
  time: 'Время',
  grid: 'Сетка расписания',
  substitute: (name: string, subject: string) => `замена: ${name}${subject ? ` (${subject})` : ''}`,
  unknownUser: (id: number) => `UNKNOWN/DELETED id: ${id}`,
  cell: (group: string, day: string, time: string) => `${group}, ${day}, ${time}`,
  lesson: (time: string, subject: string, teacher: string) => `${time} ${subject}, ${teacher}`,
  roleDescription: 'занятие',
  removeLesson: (lesson: string) => `Удалить занятие ${lesson}`,
  dragStart: (lesson: string) => `Занятие ${lesson} взято`,
  dragOver: (lesson: string, cell: string) => `Занятие ${lesson} над ячейкой «${cell}»`,
  dragEnd: (lesson: string, cell: string) => `Занятие ${lesson} перенесено в ячейку «${cell}»`,
  dragEndNowhere: (lesson: string) => `Занятие ${lesson} отпущено вне сетки`,
  dragCancel: (lesson: string) => `Перенос занятия ${lesson} отменён`,
} as const;

/** How long a cell flashes after a drop or a save (learning.md section 9). */
export const CELL_FLASH_MS = 3000;

/** Weekdays of the grid, Monday first (learning.md section 9: Monday=0, the grid shows Monday to Saturday). */
export const WEEKDAYS = [
  { short: 'Пн', long: 'понедельник' },
  { short: 'Вт', long: 'вторник' },
  { short: 'Ср', long: 'среда' },
  { short: 'Чт', long: 'четверг' },
  { short: 'Пт', long: 'пятница' },
  { short: 'Сб', long: 'суббота' },
] as const;
