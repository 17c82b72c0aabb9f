import { isIndividualEntrepreneur, templateFor, type TemplateFacts } from './templateRule';

const academic: TemplateFacts = {
  lessonsType: 'academic_year',
  courseType: 'course',
  kindergarten: false,
  country: 'BY',
  requisiteName: 'ИП Ковалёв А. С.',
};

describe('templateFor', () => {
  it.each<[string, Partial<TemplateFacts>, string]>([
    ['an academic year signed by an individual entrepreneur in Belarus', {}, 'School_IP'],
    [
      'an academic year signed by an organisation in Belarus',
      { requisiteName: 'ООО «Школа будущего»' },
      'School_IIP',
    ],
    ['an academic year without a requisite in Belarus', { requisiteName: null }, 'Stem_programm'],
    ['an academic year in Georgia', { country: 'GE', requisiteName: 'ООО «Future School Georgia»' }, 'StemG'],
    ['a kindergarten course in Belarus', { kindergarten: true }, 'Садик'],
    ['a kindergarten course in Georgia', { kindergarten: true, country: 'GE' }, 'Садик'],
    ['a camp in Belarus', { lessonsType: 'camp', courseType: 'camp_program' }, 'CampRB'],
    ['a camp in Georgia', { lessonsType: 'camp', courseType: 'camp_program', country: 'GE' }, 'CampG'],
    ['a camp programme on a row of the default type', { courseType: 'camp_program' }, 'CampRB'],
    ['individual lessons', { lessonsType: 'individual', courseType: 'individual' }, 'Individual'],
    ['individual lessons in Georgia', { courseType: 'individual', country: 'GE' }, 'Individual'],
  ])('%s', (_, change, name) => {
    expect(templateFor({ ...academic, ...change })).toBe(name);
  });
});

describe('isIndividualEntrepreneur', () => {
  it.each([
    ['ИП Ковалёв А. С.', true],
    ['ИП', true],
    ['Индивидуальный предприниматель Лебедева О. В.', true],
    ['ООО «Школа будущего»', false],
    ['ИПК «Спектр»', false],
    ['Учреждение образования «Школа»', false],
  ])('%s', (name, expected) => {
    expect(isIndividualEntrepreneur(name)).toBe(expected);
  });
});
