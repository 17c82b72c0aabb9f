// Downloading a contract's document from the sales page (money.md sections 7 and 8).
export const DOCUMENT_MESSAGES = {
  /** money.md section 8. */
  saved: 'Договор сохранен',
  // Not in the spec.
  download: (name: string) => `Скачать документ ${name}`,
  downloadFailed: 'Не удалось скачать договор',
} as const;
