// Not in the specification (docs/decisions.md): the link from a contract or a payment to its history.
export const HISTORY_MESSAGES = {
  history: 'История изменений',
} as const;
