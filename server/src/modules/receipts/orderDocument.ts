import { ORDER_LOCATIONS } from '@school/shared-api/contracts';
import type { Queryable } from '../../db/db';
import { ApiError, fieldError, notFound } from '../../http/errors';
import type { FileAnswer } from '../../http/route';
import { printDate } from '../documents/documentData';
import { fillTemplate, TemplateRefused } from '../documents/docx';
import { DOCX_CONTENT_TYPE } from '../documents/service';
import { RECEIPT_MESSAGES as M } from './messages';
import {
  latestOrderTemplate,
  orderBranch,
  orderPupils,
  type OrderBranch,
  type OrderPupil,
} from './orderRepository';

/** One row of the order's table of pupils. */
export type OrderLine = {
  n: string;
  kid_name: string;
  year_of_birth: string;
  course: string;
  group: string;
  number: string;
  /** dd.MM.yyyy */
  start_date: string;
};

/** What the order template is filled with: text ready for print. */
export type OrderData = {
  requisite_name: string;
  requisite_code: string;
  /** 'УНП' or 'Идентификационный код'. */
  requisite_code_label: string;
  /** The order's date (the branch's today), dd.MM.yyyy. */
  date: string;
  city: string;
  location: string;
  location_address: string;
  from: string;
  to: string;
  count: string;
  pupils: OrderLine[];
};

const CODE_LABEL: Record<OrderBranch['country'], string> = { BY: 'УНП', GE: 'Идентификационный код' };

/** The order's fields from its branch and pupils. */
export function orderData(
  branch: OrderBranch,
  pupils: readonly OrderPupil[],
  period: { from: string; to: string },
): OrderData {
  return {
    requisite_name: branch.requisite_name ?? '',
    requisite_code: branch.requisite_code ?? '',
    requisite_code_label: CODE_LABEL[branch.country],
    date: printDate(branch.today),
    city: branch.city,
    location: branch.name,
    location_address: branch.address,
    from: printDate(period.from),
    to: printDate(period.to),
    count: String(pupils.length),
    pupils: pupils.map((pupil, i) => ({
      n: String(i + 1),
      kid_name: pupil.kid_name,
      year_of_birth: pupil.year_of_birth,
      course: pupil.course,
      group: pupil.group_name ?? '',
      number: pupil.number,
      start_date: printDate(pupil.start_date),
    })),
  };
}

/**
 * POST /generate/order: the order of enrolment of the pupils whose contracts started in the period at the
 * branch (one of ORDER_LOCATIONS), filled into the newest order template, named with the branch's today.
 */
export async function generateOrder(
  q: Queryable,
  body: { location: number; from: string; to: string },
  now: Date,
): Promise<FileAnswer> {
  if (!(ORDER_LOCATIONS as readonly number[]).includes(body.location))
    throw fieldError(400, 'location', M.orderLocations);
  const [branch, pupils, template] = await Promise.all([
    orderBranch(q, body.location, now),
    orderPupils(q, body.location, body.from, body.to),
    latestOrderTemplate(q),
  ]);
  if (!branch) throw notFound();
  if (!template) throw new ApiError(404, M.noOrderTemplate);
  let content: Buffer;
  try {
    content = await fillTemplate(template, orderData(branch, pupils, body));
  } catch (error) {
    if (error instanceof TemplateRefused) throw new ApiError(422, error.message);
    throw error;
  }
  return {
    body: content,
    contentType: DOCX_CONTENT_TYPE,
    fileName: M.orderFileName(printDate(branch.today)),
  };
}
