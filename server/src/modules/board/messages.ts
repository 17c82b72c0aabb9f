/** The board's refusals (Russian, naming the field). */
export const BOARD_MESSAGES = {
  mixedShow: "Поле 'show': все группы отправляются с одним значением (preview или commit)",
  groupTwice: (id: number) => `Группа ${id} указана дважды`,
  studentTwice: (name: string) => `Ученик ${name} указан в нескольких группах`,
  notPupil: (name: string) => `Договор ученика ${name} не действует: перевод невозможен`,
  otherBranch: (name: string) => `Ученика ${name} можно перевести только в группу его филиала`,
  otherCourse: (name: string) => `Ученика ${name} можно перевести только в группу его курса`,
} as const;
