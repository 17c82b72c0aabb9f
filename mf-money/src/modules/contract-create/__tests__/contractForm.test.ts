import {
  defaultPayments,
  emptyForm,
  firstProblem,
  missingForCalculation,
  multiplyPrice,
  toPayload,
  type ContractFormValues,
} from '../contractForm';

const TODAY = '2026-11-23';

function filled(overrides: Partial<ContractFormValues> = {}): ContractFormValues {
  return {
    ...emptyForm(TODAY),
    id_lead: '40',
    full_name: 'Соколова Анна',
    kid_name: 'Соколов Миша',
    year_of_birth: '2016',
    passport_contact: 'MP1234567',
    registration_contact: 'Минск, Немига 5',
    location: '3',
    requisite: '1',
    course: '1',
    group: '4',
    start_date: '2026-09-01',
    weeks: '36',
    week_price: '45',
    full_price: '1620',
    ...overrides,
  };
}

describe('the payment schedule defaults', () => {
  it('has ten rows; the first today with 111 and 3 weeks, a camp 11 and 11', () => {
    expect(defaultPayments('academic_year', TODAY)).toHaveLength(10);
    expect(defaultPayments('academic_year', TODAY)[0]).toEqual({
      date: TODAY,
      amount: '111',
      count_week: '3',
    });
    expect(defaultPayments('camp', TODAY)[0]).toEqual({ date: TODAY, amount: '11', count_week: '11' });
    expect(defaultPayments('camp', TODAY)[1]).toEqual({ date: '', amount: '', count_week: '' });
    expect(emptyForm(TODAY).hours_per_week).toBe('4');
    expect(emptyForm(TODAY).hours_of_adaptation).toBe('00:00:00');
  });
});

describe('the first-empty-field rule', () => {
  it('names the first empty field in reading order', () => {
    expect(firstProblem(filled({ kid_name: ' ', requisite: '' }), false)).toEqual({
      field: 'kid_name',
      message: 'Вы не заполнили поле: ФИО ребёнка',
    });
    expect(firstProblem(filled({ start_date: '' }), false)?.message).toBe(
      'Вы не заполнили поле: Дата начала',
    );
  });

  it('skips nicknames, utm fields and the city; adaptation only for a kindergarten course', () => {
    expect(firstProblem(filled({ city: '', nickname_tg: '', utm_source: '' }), false)).toBeNull();
    expect(firstProblem(filled({ hours_of_adaptation: '' }), false)).toBeNull();
    expect(firstProblem(filled({ hours_of_adaptation: '' }), true)?.message).toBe(
      'Вы не заполнили поле: Адаптация',
    );
  });

  it('says it the camp way for a camp, naming the camp programme', () => {
    const camp = filled({ lessons_type: 'camp', course: '' });
    expect(firstProblem(camp, false)).toEqual({
      field: 'course',
      message: 'вы не заполнили Программа лагеря',
    });
    expect(firstProblem(filled({ lessons_type: 'camp', nutrition: '' }), false)?.message).toBe(
      'вы не заполнили Питание',
    );
  });

  it('asks an individual contract for its price and duration, not for a schedule', () => {
    const lesson = filled({ lessons_type: 'individual', lesson_price: '70', lesson_duration: '', group: '' });
    expect(firstProblem(lesson, false)?.message).toBe('Вы не заполнили поле: Длительность занятия, мин');
    expect(
      firstProblem(
        { ...lesson, lesson_duration: '45', payments: [{ date: '', amount: '5', count_week: '' }] },
        false,
      ),
    ).toBeNull();
  });

  it('wants a date on a schedule row with an amount or weeks', () => {
    const payments = defaultPayments('academic_year', TODAY);
    payments[3] = { date: '', amount: '', count_week: '2' };
    expect(firstProblem(filled({ payments }), false)).toEqual({
      field: 'payments.3.date',
      message: 'В строке 4 поле Дата обязательно для заполнения',
    });
  });
});

describe('prices', () => {
  it('multiplies exactly, to the kopeck', () => {
    expect(multiplyPrice('45.5', '36')).toBe('1638.00');
    expect(multiplyPrice('0.1', '3')).toBe('0.30');
    expect(multiplyPrice('33,33', '3')).toBe('99.99');
    expect(multiplyPrice('', '3')).toBe('');
    expect(multiplyPrice('45', 'x')).toBe('');
  });

  it('lists what a calculation still needs', () => {
    expect(missingForCalculation(filled({ course: '', full_price: '' }), 'ten')).toEqual([
      'Курс',
      'Полная стоимость',
    ]);
    expect(missingForCalculation(filled({ group: '', requisite: '' }), 'per_week')).toEqual([
      'Группа',
      'Реквизиты',
    ]);
    expect(missingForCalculation(filled(), '9parts')).toEqual([]);
  });
});

describe('the request body', () => {
  it('sends the fields of the service type with amounts as the server reads them', () => {
    const payments = defaultPayments('academic_year', TODAY);
    payments[0] = { date: '2026-09-01', amount: '1 620,5', count_week: '36' };
    const body = toPayload(filled({ full_price: '1 620,5', payments }), 5, 7);
    expect(body).toMatchObject({
      lessons_type: 'academic_year',
      contact_id: 5,
      user_id: 7,
      full_price: '1620.50',
    });
    expect('payments' in body && body.payments?.slice(0, 2)).toEqual([
      { date: '2026-09-01', amount: '1620.50', count_week: '36' },
      { date: '', amount: '', count_week: '' },
    ]);
    const camp = toPayload(filled({ lessons_type: 'camp', course: '9', prepayment: '' }), 5, 7);
    expect(camp).toMatchObject({ lessons_type: 'camp', 'camp-program': '9' });
    expect(camp).not.toHaveProperty('course');
    const lesson = toPayload(
      filled({ lessons_type: 'individual', lesson_price: '70', lesson_duration: '45' }),
      5,
      undefined,
    );
    expect(lesson).not.toHaveProperty('payments');
    expect(toPayload(filled({ lessons_type: 'individual', group: '' }), 5, 7)).not.toHaveProperty('group');
    expect(lesson).not.toHaveProperty('user_id');
  });
});
