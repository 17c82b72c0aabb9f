import { HTTP_MESSAGES } from '../../http/messages';

/** The server's texts about tasks beyond the spec's (TASK_MESSAGES of the contract). */
export const TASK_SERVER_MESSAGES = {
  /** A due date of the right shape that is no real moment (30 February). */
  dueInvalid: HTTP_MESSAGES.fieldInvalid('Срок'),
} as const;
