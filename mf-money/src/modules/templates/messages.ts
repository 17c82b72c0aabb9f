// The templates tab's texts. money.md gives the two alerts of the page (sections 5 and 7, in English as the
// spec has them); the labels and the rest are chosen here (docs/decisions.md 'Contract documents').
export const TEMPLATE_MESSAGES = {
  /** money.md section 5. */
  selectBoth: 'Please select a template and a file to upload',
  /** money.md section 7. */
  uploaded: 'File uploaded successfully',
  // Not in the spec.
  downloadTitle: 'Скачать шаблон',
  uploadTitle: 'Загрузить шаблон',
  template: 'Шаблон',
  chooseTemplate: 'Выберите шаблон',
  download: 'Скачать',
  upload: 'Загрузить',
  cancel: 'Отмена',
  file: 'Файл шаблона (.docx)',
  dropHere: 'Перетащите файл .docx сюда или нажмите, чтобы выбрать',
  chosen: (name: string) => `Выбран файл: ${name}`,
  onlyDocx: 'Можно загрузить только файл .docx',
  uploadFailed: 'Не удалось загрузить шаблон',
  downloadFailed: 'Не удалось скачать шаблон',
  version: (version: number, date: string) => `Версия ${version} от ${date}`,
  notUploaded: 'Шаблон ещё не загружен',
  listFailed: 'Не удалось получить список шаблонов',
} as const;
