import { TEMPLATE_NAMES, type TemplateName } from '@school/shared-api/contracts';
import { clause, docx, heading, paragraph, table, type Cell } from './wordml';

/**
 * The demo school's contract templates, one per name of the spec: Russian contracts a private school in
 * Belarus or Georgia signs with a parent, written with the placeholders of
 * modules/documents/templateFields.ts ({number}, {full_price_words}, the {#payments} table loop...).
 */

type Kind = 'school' | 'kindergarten' | 'camp' | 'individual';
/** Who signs for the school: an individual entrepreneur, an organisation, or whichever the data names. */
type Executor = 'entrepreneur' | 'organisation' | 'any';

type TemplateSpec = { kind: Kind; executor: Executor; subtitle: string; title: string };

const SPECS: Record<TemplateName, TemplateSpec> = {
  School_IP: {
    kind: 'school',
    executor: 'entrepreneur',
    subtitle: 'возмездного оказания образовательных услуг',
    title: 'Договор (ИП), учебный год',
  },
  School_IIP: {
    kind: 'school',
    executor: 'organisation',
    subtitle: 'возмездного оказания образовательных услуг',
    title: 'Договор (организация), учебный год',
  },
  Stem_programm: {
    kind: 'school',
    executor: 'any',
    subtitle: 'оказания услуг по STEM-программе дополнительного образования',
    title: 'Договор STEM-программы (Беларусь)',
  },
  StemG: {
    kind: 'school',
    executor: 'organisation',
    subtitle: 'оказания услуг по STEM-программе дополнительного образования',
    title: 'Договор STEM-программы (Грузия)',
  },
  CampRB: {
    kind: 'camp',
    executor: 'any',
    subtitle: 'оказания услуг по организации отдыха и досуга детей в лагере',
    title: 'Договор лагеря (Беларусь)',
  },
  CampG: {
    kind: 'camp',
    executor: 'organisation',
    subtitle: 'оказания услуг по организации отдыха и досуга детей в лагере',
    title: 'Договор лагеря (Грузия)',
  },
  Individual: {
    kind: 'individual',
    executor: 'any',
    subtitle: 'оказания услуг по проведению индивидуальных занятий',
    title: 'Договор индивидуальных занятий',
  },
  Садик: {
    kind: 'kindergarten',
    executor: 'any',
    subtitle: 'оказания услуг по присмотру, развитию и подготовке ребёнка к школе',
    title: 'Договор детского клуба «Садик»',
  },
};

const TEXT_WIDTH = 16.5;

function executorIntro(executor: Executor): string {
  switch (executor) {
    case 'entrepreneur':
      return (
        '**{requisite_name}** ({requisite_code_label} {requisite_code}), индивидуальный предприниматель, ' +
        'действующий на основании свидетельства о государственной регистрации, именуемый в дальнейшем «Исполнитель»'
      );
    case 'organisation':
      return (
        '**{requisite_name}** ({requisite_code_label} {requisite_code}) в лице директора, действующего на основании ' +
        'Устава, именуемое в дальнейшем «Исполнитель»'
      );
    case 'any':
      return '**{requisite_name}** ({requisite_code_label} {requisite_code}), именуемый(ое) в дальнейшем «Исполнитель»';
  }
}

function subject(kind: Kind): string[] {
  switch (kind) {
    case 'school':
      return [
        clause(
          '1.1',
          'Исполнитель обязуется оказать Обучающемуся образовательные услуги по программе дополнительного ' +
            'образования «**{course}**» (группа {group}) в филиале «{location}» по адресу: г. {city}, ' +
            '{location_address}, а Заказчик обязуется оплатить эти услуги.',
        ),
        clause(
          '1.2',
          'Срок обучения — **{weeks}** недель с {start_date} по {end_date}; объём — {hours_per_week} академических ' +
            'часа в неделю по расписанию группы. Занятия в каникулы Исполнителя не проводятся и не оплачиваются.',
        ),
        clause('1.3', 'Форма обучения — очная, групповая. Язык обучения — русский.'),
      ];
    case 'kindergarten':
      return [
        clause(
          '1.1',
          'Исполнитель обязуется оказать услуги по присмотру, развитию и подготовке к школе Обучающегося в ' +
            'детском клубе по программе «**{course}**» (группа {group}) в филиале «{location}» по адресу: ' +
            'г. {city}, {location_address}, а Заказчик обязуется оплатить эти услуги.',
        ),
        clause(
          '1.2',
          'Период оказания услуг — **{weeks}** недель с {start_date} по {end_date}, в рабочие дни по режиму ' +
            'работы клуба. Питание оплачивается отдельно по фактическому посещению.',
        ),
        clause(
          '1.3',
          'Первые две недели посещения — период адаптации: продолжительность пребывания ребёнка увеличивается ' +
            'постепенно по согласованию с воспитателем.',
        ),
      ];
    case 'camp':
      return [
        clause(
          '1.1',
          'Исполнитель обязуется организовать отдых и досуг Обучающегося в дневном лагере по программе ' +
            '«**{course}**» (отряд {group}) в филиале «{location}» по адресу: г. {city}, {location_address}, а ' +
            'Заказчик обязуется оплатить эти услуги.',
        ),
        clause(
          '1.2',
          'Смена проводится с **{campaign_start}** по **{campaign_end}**, всего {total_days} дней пребывания. ' +
            'Режим пребывания: {schedule}. Питание: {nutrition}.',
        ),
        clause(
          '1.3',
          'Программа смены включает занятия, мастер-классы, подвижные игры и прогулки под присмотром вожатых.',
        ),
      ];
    case 'individual':
      return [
        clause(
          '1.1',
          'Исполнитель обязуется провести с Обучающимся индивидуальные занятия по программе «**{course}**» в ' +
            'филиале «{location}» по адресу: г. {city}, {location_address}, а Заказчик обязуется оплатить их.',
        ),
        clause(
          '1.2',
          'Продолжительность одного занятия — **{lesson_duration} минут**. Дни и время занятий согласуются ' +
            'Сторонами заранее и фиксируются в расписании преподавателя.',
        ),
      ];
  }
}

function scheduleTable(): string {
  const header: Cell[] = ['№', 'Дата платежа', 'Сумма', 'Сумма прописью', 'Недель'].map((text) => ({
    text,
    shade: true,
    options: { bold: true, align: 'center' },
  }));
  const row: Cell[] = [
    { text: '{#payments}{n}', options: { align: 'center' } },
    { text: '{date}', options: { align: 'center' } },
    { text: '{amount}', options: { align: 'right' } },
    { text: '{amount_words}', options: { size: 9 } },
    { text: '{count_week}{/payments}', options: { align: 'center' } },
  ];
  return table([header, row], { widths: [1, 2.6, 2.9, 7.6, 2.4], borders: true, headerRow: true });
}

function price(kind: Kind): string[] {
  const schedule = [
    scheduleTable(),
    paragraph('Итого по графику: **{payments_total}** ({payments_total_words}).', { before: 4 }),
  ];
  switch (kind) {
    case 'school':
    case 'kindergarten':
      return [
        clause(
          '2.1',
          'Стоимость услуг за весь период составляет **{full_price}** ({full_price_words}). Стоимость одной ' +
            'недели — {week_price} ({week_price_words}).',
        ),
        clause('2.2', 'Оплата производится частями не позднее дат, указанных в графике платежей:'),
        ...schedule,
        clause(
          '2.3',
          'Оплата производится наличными в кассу Исполнителя или безналичным переводом на его расчётный счёт. ' +
            'Днём оплаты считается день поступления денег Исполнителю.',
        ),
        clause(
          '2.4',
          'Занятия, пропущенные Обучающимся без уважительной причины, не пересчитываются. При болезни ' +
            '(подтверждённой справкой) пропущенные занятия отрабатываются в другой группе или засчитываются ' +
            'в следующий платёж.',
        ),
      ];
    case 'camp':
      return [
        clause(
          '2.1',
          'Стоимость одного дня пребывания — {day_price} ({day_price_words}). Стоимость смены составляет ' +
            '**{full_price}** ({full_price_words}).',
        ),
        clause(
          '2.2',
          'Предоплата в размере **{prepayment}** ({prepayment_words}) вносится при подписании договора и ' +
            'бронирует место в смене. Оплата производится по графику:',
        ),
        ...schedule,
        clause(
          '2.3',
          'Дни, пропущенные по болезни (при предъявлении справки), пересчитываются по стоимости одного дня; ' +
            'предоплата при отказе от смены менее чем за 7 дней до её начала не возвращается.',
        ),
      ];
    case 'individual':
      return [
        clause('2.1', 'Стоимость одного занятия составляет **{lesson_price}** ({lesson_price_words}).'),
        clause(
          '2.2',
          'Оплата вносится не позднее дня занятия за каждое занятие или авансом за несколько занятий.',
        ),
        clause(
          '2.3',
          'Занятие, отменённое Заказчиком не позднее чем за 24 часа, переносится на другое время без ' +
            'оплаты; отменённое позже — считается проведённым.',
        ),
      ];
  }
}

function duties(kind: Kind): string[] {
  const place = kind === 'camp' ? 'смены' : 'занятий';
  return [
    clause('3.1', '**Исполнитель обязуется:**'),
    paragraph(`— обеспечить проведение ${place} квалифицированными педагогами в оборудованных помещениях;`, {
      indent: 1,
    }),
    paragraph('— обеспечить безопасность Обучающегося во время пребывания у Исполнителя;', { indent: 1 }),
    paragraph('— информировать Заказчика об успехах Обучающегося и об изменениях расписания.', { indent: 1 }),
    clause('3.2', '**Заказчик обязуется:**'),
    paragraph('— своевременно вносить оплату в порядке, установленном разделом 2;', { indent: 1 }),
    paragraph('— сообщать об отсутствии Обучающегося заранее, а о болезни — в день её начала;', {
      indent: 1,
    }),
    paragraph('— возместить ущерб, причинённый Обучающимся имуществу Исполнителя.', { indent: 1 }),
    clause(
      '3.3',
      'Исполнитель вправе переводить Обучающегося в другую группу того же уровня при изменении расписания по ' +
        'согласованию с Заказчиком. Заказчик вправе получать сведения об организации и ходе оказания услуг.',
    ),
  ];
}

function term(kind: Kind): string[] {
  const until = kind === 'camp' ? 'до окончания смены ({campaign_end})' : 'до {end_date} включительно';
  return [
    clause(
      '4.1',
      `Договор вступает в силу с момента подписания и действует ${until}, а в части расчётов — до полного ` +
        'их исполнения.',
    ),
    clause(
      '4.2',
      'Договор может быть расторгнут по соглашению Сторон или по инициативе Заказчика с письменным ' +
        'уведомлением за 14 календарных дней. При расторжении оплата за оказанные услуги не возвращается, ' +
        'а внесённая сверх неё — возвращается в течение 10 рабочих дней.',
    ),
    clause(
      '4.3',
      'Споры разрешаются путём переговоров, а при недостижении согласия — в порядке, установленном ' +
        'законодательством {law}.',
    ),
    clause(
      '4.4',
      'Договор составлен в двух экземплярах, имеющих равную юридическую силу, по одному для каждой из Сторон. ' +
        'Заказчик даёт согласие на обработку своих персональных данных и данных Обучающегося в целях ' +
        'исполнения договора.',
    ),
  ];
}

function signatures(): string {
  const left: Cell = {
    text: [
      '**ИСПОЛНИТЕЛЬ**',
      '{requisite_name}',
      '{requisite_code_label}: {requisite_code}',
      'Адрес: г. {city}, {location_address}',
      '',
      '_______________ / _______________ /',
      'М. П.',
    ],
  };
  const right: Cell = {
    text: [
      '**ЗАКАЗЧИК**',
      '{full_name}',
      'Паспорт: {passport_contact}',
      'Регистрация: {registration_contact}',
      'Телефон: {phone}',
      '',
      '_______________ / {full_name} /',
    ],
  };
  return table([[left, right]], { widths: [TEXT_WIDTH / 2, TEXT_WIDTH / 2], borders: false });
}

function body(spec: TemplateSpec): string[] {
  return [
    paragraph('ДОГОВОР № {number}', { align: 'center', bold: true, size: 14, after: 2 }),
    paragraph(spec.subtitle, { align: 'center', after: 10 }),
    table(
      [
        [
          { text: 'г. {city}', options: { align: 'left' } },
          { text: '{date}', options: { align: 'right' } },
        ],
      ],
      { widths: [TEXT_WIDTH / 2, TEXT_WIDTH / 2], borders: false },
    ),
    paragraph(
      `${executorIntro(spec.executor)}, с одной стороны, и **{full_name}**, именуемый(ая) в дальнейшем ` +
        '«Заказчик», действующий(ая) в интересах несовершеннолетнего(ей) **{kid_name}**, {year_of_birth} г. р. ' +
        '(далее — «Обучающийся»), с другой стороны, вместе именуемые «Стороны», заключили настоящий договор о ' +
        'нижеследующем.',
      { indent: 1, before: 8 },
    ),
    heading('1. Предмет договора'),
    ...subject(spec.kind),
    heading('2. Стоимость услуг и порядок оплаты'),
    ...price(spec.kind),
    heading('3. Права и обязанности сторон'),
    ...duties(spec.kind),
    heading('4. Срок действия и прочие условия'),
    ...term(spec.kind),
    heading('5. Реквизиты и подписи сторон'),
    signatures(),
  ];
}

/** The demo template of a name: a DOCX file. */
export function demoTemplate(name: TemplateName): Buffer {
  const spec = SPECS[name];
  return docx(spec.title, body(spec));
}

/** Every demo template, in the spec's order. */
export function demoTemplates(): { name: TemplateName; fileName: string; content: Buffer }[] {
  return TEMPLATE_NAMES.map((name) => ({ name, fileName: `${name}.docx`, content: demoTemplate(name) }));
}
