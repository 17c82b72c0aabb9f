import { family, phone, shortName } from './names';
import { createPrng } from './prng';
import type { SchoolData } from './school';

export type LeadSeedRow = SchoolData['leads'][number];
export type CommentSeedRow = SchoolData['crmComments'][number];

const DAY = 24 * 60 * 60 * 1000;

const CITIES = ['Минск', 'Барановичи', 'Гомель', 'Брест', 'Батуми', 'Тбилиси'];
const INTERESTS = [
  'Робототехника',
  'Программирование на Python',
  'Шахматы',
  'Scratch для начинающих',
  'Летний лагерь',
  'Подготовка к школе',
];
const CAMPAIGNS = ['', '', 'autumn_sale', 'summer_camp', 'back_to_school'];
const COMMENTS = [
  'Оставила заявку на сайте, просит перезвонить',
  'Интересуется расписанием на субботу',
  'Спросила про скидку для второго ребёнка',
  'Не дозвонились, перезвонить вечером',
  'Записали на пробное занятие',
  'Думает, обсудит с мужем',
  'Выслали программу курса в мессенджер',
  'Просит группу ближе к дому',
  'Пришли на пробное, ребёнку понравилось',
  'Уточнить стоимость с питанием',
];

/** Statuses in board order with their share of the demo leads. */
const STATUS_WEIGHTS: readonly [LeadSeedRow['status'], number][] = [
  ['new', 30],
  ['in_work', 30],
  ['done', 15],
  ['rejected', 15],
  ['disqualified', 10],
];

/**
 * The school's leads, deterministic for a seed and a moment: every status, the sales staff as
 * managers (mostly manager@), deadlines spread around `now` (expired, due within two hours, later),
 * comments, some leads of existing contacts (done leads are the ones their contracts were made
 * from), and some repeated inquiries marked as duplicates. Uses its own PRNG so the rest of the
 * school does not change with the number of leads.
 */
export function generateLeads(data: SchoolData, options: { count: number; seed: number; now: string }): void {
  if (options.count <= 0) return;
  const prng = createPrng(options.seed + 4);
  const now = new Date(options.now).getTime();
  const staff = (email: string) => data.users.find((user) => user.email === email)?.id;
  const managers = [
    staff('manager@school.test'),
    staff('manager@school.test'),
    staff('manager@school.test'),
    staff('admin@school.test'),
    staff('administrator@school.test'),
  ].filter((id): id is number => id !== undefined);
  const utmSources = data.entities.filter((e) => e.type === 'utm_source').map((e) => e.value);
  const reasons = data.entities.filter((e) => e.type === 'reasons_cancelled').map((e) => e.value);
  const pickStatus = () => {
    let roll = prng.int(1, 100);
    for (const [status, weight] of STATUS_WEIGHTS) {
      roll -= weight;
      if (roll <= 0) return status;
    }
    return 'new';
  };
  const dueFor = (status: LeadSeedRow['status']) => {
    const roll = prng.next();
    if (status === 'new' || status === 'in_work') {
      if (roll < 0.3) return now - prng.int(1, 72 * 60) * 60_000; // expired
      if (roll < 0.5) return now + prng.int(10, 110) * 60_000; // within two hours
      return now + prng.int(3 * 60, 14 * 24 * 60) * 60_000;
    }
    return now - prng.int(1, 60) * DAY;
  };
  const contractByContact = new Map<number, SchoolData['contracts'][number]>();
  for (const contract of data.contracts) {
    if (!contractByContact.has(contract.contact_id)) contractByContact.set(contract.contact_id, contract);
  }
  const usedContacts = new Set<number>();

  for (let i = 0; i < options.count; i += 1) {
    const id = i + 1;
    const status = pickStatus();
    const managerId = prng.pick(managers);
    const created = now - prng.int(1, 120) * DAY - prng.int(0, 10 * 60) * 60_000;
    let name: string;
    let phoneDigits = '';
    let email = '';
    let city = prng.pick(CITIES);
    let yearOfBirth = String(prng.int(2011, 2021));
    let contactId: number | null = null;
    let duplicate = false;

    const previous = data.leads.length > 0 && prng.chance(0.06) ? prng.pick(data.leads) : null;
    const contact =
      (status === 'done' || (status === 'in_work' && prng.chance(0.15))) && data.contacts.length > 0
        ? prng.pick(data.contacts)
        : null;
    if (contact && !usedContacts.has(contact.id)) {
      // A lead of an existing contact: its data, and for a done lead, the contract made from it.
      usedContacts.add(contact.id);
      contactId = contact.id;
      name = `${contact.name} ${contact.last_name}`.trim();
      phoneDigits = contact.phone.replace(/\D/g, '');
      email = contact.email;
      city = contact.city;
      yearOfBirth = contact.year_of_birth;
      const contract = contractByContact.get(contact.id);
      if (status === 'done' && contract && contract.lead_id === null) contract.lead_id = id;
    } else if (previous) {
      // The same person asking again: same phone, marked as a duplicate.
      name = previous.name;
      phoneDigits = previous.phone;
      email = previous.email;
      city = previous.city;
      duplicate = phoneDigits !== '' || email !== '';
    } else {
      const people = family(prng);
      name = shortName(people.parent);
      phoneDigits = prng.chance(0.85)
        ? phone(prng, city === 'Батуми' || city === 'Тбилиси' ? 'GE' : 'BY').replace(/\D/g, '')
        : '';
      email = prng.chance(0.4) ? `lead${id}@mail.test` : '';
      if (prng.chance(0.1)) yearOfBirth = `${yearOfBirth}-0${prng.int(1, 9)}-1${prng.int(0, 9)}`;
    }
    const nickname = phoneDigits === '' || prng.chance(0.2) ? `parent_${id}` : '';
    const networks = ['nickname_inst', 'nickname_fb', 'nickname_tg'] as const;
    const network = prng.pick(networks);
    const lead: LeadSeedRow = {
      id,
      contact_id: contactId,
      name,
      nickname_inst: network === 'nickname_inst' ? nickname : '',
      nickname_fb: network === 'nickname_fb' ? nickname : '',
      nickname_tg: network === 'nickname_tg' ? nickname : '',
      city,
      year_of_birth: yearOfBirth,
      phone: phoneDigits,
      email,
      manager_id: managerId,
      interested: prng.pick(INTERESTS),
      utm_source: prng.pick(utmSources.length > 0 ? utmSources : ['instagram']),
      utm_campaign: prng.pick(CAMPAIGNS),
      utm_term: '',
      date_due: new Date(dueFor(status)).toISOString(),
      date_created: new Date(created).toISOString(),
      updated_at: new Date(created).toISOString(),
      status,
      duplicate,
      rejected: status === 'rejected' ? prng.pick(reasons.length > 0 ? reasons : ['Переезд']) : '',
      disqualified: status === 'disqualified',
      created_by: managerId,
    };
    data.leads.push(lead);

    // One to three comments, oldest first after the inquiry; the last one is the card's.
    const comments = prng.int(1, 3);
    let moment = created;
    for (let k = 0; k < comments; k += 1) {
      moment += prng.int(10, 60 * 24 * 3) * 60_000;
      if (moment > now) moment = now - prng.int(1, 60) * 60_000;
      data.crmComments.push({
        id: data.crmComments.length + 1,
        lead_id: id,
        contact_id: null,
        author_id: managerId,
        comment: prng.pick(COMMENTS),
        created_at: new Date(moment).toISOString(),
        updated_at: new Date(moment).toISOString(),
      });
    }
  }

  // Contact dialogs with a note or two.
  for (const contactId of usedContacts) {
    if (!prng.chance(0.5)) continue;
    const at = now - prng.int(1, 30) * DAY;
    data.crmComments.push({
      id: data.crmComments.length + 1,
      lead_id: null,
      contact_id: contactId,
      author_id: prng.pick(managers),
      comment: prng.pick([
        'Постоянный клиент, двое детей',
        'Предпочитает связь в мессенджере',
        'Оплачивает картой',
        'Просила напомнить о летнем лагере',
      ]),
      created_at: new Date(at).toISOString(),
      updated_at: new Date(at).toISOString(),
    });
  }
}
