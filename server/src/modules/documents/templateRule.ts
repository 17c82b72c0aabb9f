import type { TemplateName } from '@school/shared-api/contracts';

/** What decides a contract's template (docs/decisions.md, 'Contract documents'). */
export type TemplateFacts = {
  /** contracts.lessons_type. */
  lessonsType: 'academic_year' | 'camp' | 'individual';
  /** courses.type: a camp programme or individual course is such whatever the row's lessons_type says. */
  courseType: 'course' | 'camp_program' | 'individual';
  kindergarten: boolean;
  /** The country of the contract's branch. */
  country: 'BY' | 'GE';
  /** The short name of the contract's own requisite; null when the contract has none. */
  requisiteName: string | null;
};

/** An individual entrepreneur ('ИП Ковалёв А. С.'), not an organisation ('ООО «Школа будущего»'). */
export function isIndividualEntrepreneur(requisiteName: string): boolean {
  return /^\s*ИП(\s|$)/u.test(requisiteName) || /индивидуальн\S* предпринимател/iu.test(requisiteName);
}

/**
 * The template of a contract:
 * - individual lessons: Individual (both countries);
 * - a camp: CampRB in Belarus, CampG in Georgia;
 * - an academic year of a kindergarten course: Садик (both countries);
 * - another academic year in Georgia: StemG;
 * - in Belarus by the requisite that signs it: School_IP for an individual entrepreneur, School_IIP for an
 *   organisation, Stem_programm when the contract names no requisite (made before requisites were recorded).
 */
export function templateFor(facts: TemplateFacts): TemplateName {
  if (facts.lessonsType === 'individual' || facts.courseType === 'individual') return 'Individual';
  if (facts.lessonsType === 'camp' || facts.courseType === 'camp_program')
    return facts.country === 'GE' ? 'CampG' : 'CampRB';
  if (facts.kindergarten) return 'Садик';
  if (facts.country === 'GE') return 'StemG';
  if (facts.requisiteName === null) return 'Stem_programm';
  return isIndividualEntrepreneur(facts.requisiteName) ? 'School_IP' : 'School_IIP';
}
