/** Texts of the lesson dialog's files (learning.md section 8, files). */
export const FILE_TEXTS = {
  title: 'Файлы',
  upload: 'Загрузить файл',
  uploading: 'Загрузка файла…',
  chooseFile: 'Выберите файл',
  none: 'Файлов пока нет',
  uploaded: (name: string) => `Файл ${name} успешно загружен.`,
  uploadFailed: (message: string) => `Ошибка при загрузке файла: ${message}`,
  removed: 'Файл успешно удалён.',
  removeRefused: 'Не удалось удалить файл.',
  removeFailed: (message: string) => `Ошибка при удалении файла: ${message}`,
  downloadFailed: 'при скачивании файла произошла ошибка',
  download: (name: string) => `Скачать ${name}`,
  remove: (name: string) => `Удалить ${name}`,
  hint: 'Изображения, PDF, документы Word, Excel, PowerPoint и текст, до 10 МБ; один файл за раз.',
} as const;
