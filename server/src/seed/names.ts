import type { Prng } from './prng';

/** Surnames as [male, female] forms. */
const SURNAMES: readonly (readonly [string, string])[] = [
  ['Иванов', 'Иванова'],
  ['Петров', 'Петрова'],
  ['Сидоров', 'Сидорова'],
  ['Козлов', 'Козлова'],
  ['Новиков', 'Новикова'],
  ['Морозов', 'Морозова'],
  ['Волков', 'Волкова'],
  ['Соколов', 'Соколова'],
  ['Лебедев', 'Лебедева'],
  ['Кузнецов', 'Кузнецова'],
  ['Попов', 'Попова'],
  ['Васильев', 'Васильева'],
  ['Зайцев', 'Зайцева'],
  ['Павлов', 'Павлова'],
  ['Семёнов', 'Семёнова'],
  ['Голубев', 'Голубева'],
  ['Виноградов', 'Виноградова'],
  ['Богданов', 'Богданова'],
  ['Воробьёв', 'Воробьёва'],
  ['Фёдоров', 'Фёдорова'],
  ['Михайлов', 'Михайлова'],
  ['Беляев', 'Беляева'],
  ['Тарасов', 'Тарасова'],
  ['Белов', 'Белова'],
  ['Комаров', 'Комарова'],
  ['Орлов', 'Орлова'],
  ['Киселёв', 'Киселёва'],
  ['Макаров', 'Макарова'],
  ['Андреев', 'Андреева'],
  ['Ковалёв', 'Ковалёва'],
  ['Ильин', 'Ильина'],
  ['Гусев', 'Гусева'],
  ['Титов', 'Титова'],
  ['Кудрявцев', 'Кудрявцева'],
  ['Баранов', 'Баранова'],
  ['Куликов', 'Куликова'],
  ['Алексеев', 'Алексеева'],
  ['Степанов', 'Степанова'],
  ['Яковлев', 'Яковлева'],
  ['Сорокин', 'Сорокина'],
  ['Романов', 'Романова'],
  ['Захаров', 'Захарова'],
  ['Борисов', 'Борисова'],
  ['Королёв', 'Королёва'],
  ['Герасимов', 'Герасимова'],
  ['Пономарёв', 'Пономарёва'],
  ['Григорьев', 'Григорьева'],
  ['Лазарев', 'Лазарева'],
  ['Медведев', 'Медведева'],
  ['Ершов', 'Ершова'],
];

const MALE_NAMES = [
  'Александр',
  'Дмитрий',
  'Максим',
  'Сергей',
  'Андрей',
  'Алексей',
  'Артём',
  'Илья',
  'Кирилл',
  'Михаил',
  'Никита',
  'Матвей',
  'Роман',
  'Егор',
  'Иван',
  'Тимофей',
  'Владимир',
  'Павел',
  'Денис',
  'Глеб',
];
const FEMALE_NAMES = [
  'Анна',
  'Мария',
  'Елена',
  'Ольга',
  'Татьяна',
  'Наталья',
  'Ирина',
  'Екатерина',
  'Светлана',
  'Юлия',
  'Анастасия',
  'Дарья',
  'Алиса',
  'Полина',
  'Виктория',
  'Софья',
  'Варвара',
  'Ксения',
  'Вероника',
  'Ева',
];
const PATRONYMIC_ROOTS = [
  'Александров',
  'Дмитриев',
  'Сергеев',
  'Андреев',
  'Алексеев',
  'Михайлов',
  'Владимиров',
  'Николаев',
  'Викторов',
  'Павлов',
  'Игорев',
  'Олегов',
];

export type Person = { surname: string; firstName: string; patronymic: string; female: boolean };

export function person(prng: Prng, female: boolean, surnamePair = prng.pick(SURNAMES)): Person {
  const root = prng.pick(PATRONYMIC_ROOTS);
  return {
    surname: surnamePair[female ? 1 : 0],
    firstName: prng.pick(female ? FEMALE_NAMES : MALE_NAMES),
    patronymic: `${root}${female ? 'на' : 'ич'}`,
    female,
  };
}

/** A parent and a child of the same family. */
export function family(prng: Prng): { parent: Person; kid: Person } {
  const surnames = prng.pick(SURNAMES);
  return { parent: person(prng, prng.chance(0.7), surnames), kid: person(prng, prng.chance(0.5), surnames) };
}

export const fullName = (p: Person) => `${p.surname} ${p.firstName} ${p.patronymic}`;
export const shortName = (p: Person) => `${p.firstName} ${p.surname}`;
export const kidName = (p: Person) => `${p.surname} ${p.firstName}`;

export function phone(prng: Prng, country: 'BY' | 'GE'): string {
  const d = (n: number) => Array.from({ length: n }, () => prng.int(0, 9)).join('');
  return country === 'BY'
    ? `+375 ${prng.pick(['29', '33', '44', '25'])} ${d(3)}-${d(2)}-${d(2)}`
    : `+995 5${d(2)} ${d(2)} ${d(2)} ${d(2)}`;
}
