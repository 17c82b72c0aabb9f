/**
 * Russian texts of templates and documents. The spec gives only the page's English alerts (money.md
 * sections 5 and 7: 'Please select a template and a file to upload', 'File uploaded successfully'); the
 * reasons a file is refused are ours.
 */
export const TEMPLATE_MESSAGES = {
  uploaded: 'File uploaded successfully',
  noFile: 'Выберите файл шаблона DOCX',
  tooLarge: (megabytes: number) => `Файл шаблона больше ${megabytes} МБ`,
  notDocx: 'Файл не является документом Word (DOCX)',
  unpacksTooLarge: 'Файл шаблона распаковывается в слишком большой объём',
  tooSlow: 'Шаблон обрабатывается слишком долго',
  tooComplex: 'Шаблон слишком сложный: в нём больше 100 000 элементов или вложенность глубже 64 уровней',
  placeholders: (reasons: string) => `Поля шаблона записаны с ошибками: ${reasons}`,
  unopenedTag: (tag: string) => `у поля «${tag}» нет открывающей скобки {`,
  unclosedTag: (tag: string) => `поле «${tag}» не закрыто скобкой }`,
  duplicateOpenTag: (tag: string) => `у поля «${tag}» две открывающие скобки`,
  duplicateCloseTag: (tag: string) => `у поля «${tag}» две закрывающие скобки`,
  unclosedLoop: (tag: string) => `цикл «${tag}» не закрыт полем {/${tag}}`,
  unopenedLoop: (tag: string) => `цикл «${tag}» закрыт, но не открыт полем {#${tag}}`,
  unbalancedLoop: 'циклы вложены неправильно',
  loopPosition: 'цикл начинается и заканчивается в разных частях таблицы',
  badXml: 'документ повреждён',
  badPlaceholder: 'поле записано неверно',
  unknownFields: (names: readonly string[]) =>
    `В шаблоне есть поля, которых нет в договоре: ${names.map((name) => `{${name}}`).join(', ')}`,
  notUploaded: (name: string) => `Шаблон «${name}» ещё не загружен`,
} as const;
