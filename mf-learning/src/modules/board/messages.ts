/** Texts of the pupil-group board (learning.md sections 2.2 and 8, and the board's own). */
export const BOARD_MESSAGES = {
  title: 'Редактирование групп',
  // learning.md section 8.
  committed: 'Группы изменены',
  noGroups: 'Группы не выбраны',
  // The board's own texts.
  chooseGroups: 'Выбрать группы',
  groupsList: 'Группы',
  send: 'Отправить',
  reset: 'Отменить изменения',
  close: 'Закрыть группы',
  noChanges: 'Нет перемещённых учеников',
  noPupils: 'Нет учеников',
  staleBoard: 'Группы изменены другим пользователем. Данные обновлены, проверьте перемещения.',
  noGroupsToChoose: 'Нет доступных групп',
  loadFailed: 'Не удалось загрузить группы',
  confirmTitle: 'Перевод учеников',
  confirm: 'Подтвердить',
  cancel: 'Отмена',
  moveLine: (name: string, from: string, to: string) => `${name}: ${from} → ${to}`,
  pupilsCount: (count: number) => `Учеников: ${count}`,
  contract: 'Договор',
  openContract: (name: string) => `Договор ученика ${name}`,
  openAttendance: (group: string) => `Посещаемость группы ${group}`,
  column: (group: string) => `Группа ${group}`,
  dragInstructions:
    'Чтобы перевести ученика, нажмите пробел на его карточке, стрелками выберите группу и нажмите пробел ещё раз. Escape отменяет.',
  dragStart: (name: string) => `Ученик ${name} взят`,
  dragOver: (name: string, group: string) => `Ученик ${name} над группой «${group}»`,
  dragEnd: (name: string) => `Ученик ${name} отпущен`,
  dragCancel: (name: string) => `Перетаскивание ученика ${name} отменено`,
} as const;

/** The origin marker the contract and attendance pages read from `?from=` (learning.md section 2). */
export const BOARD_ORIGIN = 'studentsKanban';
