import { ACTION_MESSAGES } from '../contractActions/messages';

/** Refusals of a makeup change: the assignment's rules (contract page) and the makeups page's own. */
export const MAKEUP_MESSAGES = {
  closed: ACTION_MESSAGES.makeupClosed,
  group: ACTION_MESSAGES.makeupGroup,
  past: ACTION_MESSAGES.makeupPast,
  noLesson: ACTION_MESSAGES.makeupNoLesson,
  taken: ACTION_MESSAGES.makeupTaken,
  marked: 'Отработка уже отмечена: чтобы изменить группу или дату, верните статус «Назначено»',
  early: 'Отметить отработку можно не раньше её даты',
} as const;
