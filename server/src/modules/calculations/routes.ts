import type { FastifyInstance } from 'fastify';
import { moneyEndpoints } from '@school/shared-api/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { route, type RouteOptions } from '../../http/route';
import { toKopecks } from '../../lib/money';
import { courseExists, requisiteHolidays } from './repository';
import { nineParts, perWeek, tenPayments } from './schedule';

// The payment calculations of the contract dialog (money.md section 7). The location and the group are
// checked against the caller's branches by their entries' `ids`; the course and the requisite here.
export function calculationsRoutes(api: FastifyInstance, ctx: AppContext & RouteOptions): void {
  route(api, ctx, moneyEndpoints.calculationsGet, async ({ body }) => {
    if (!(await courseExists(ctx.db, body.course))) throw notFound();
    return tenPayments(toKopecks(body.full_price), body.start_date);
  });
  route(api, ctx, moneyEndpoints.calculatePartsGet, async ({ body }) => {
    const holidays = await requisiteHolidays(ctx.db, body.requisites, body.group_id);
    if (!holidays) throw notFound();
    const fullPrice = toKopecks(body.full_price);
    return body.strategy === '9parts'
      ? nineParts(fullPrice, body.weeks, body.start_date)
      : perWeek(fullPrice, body.weeks, body.start_date, holidays);
  });
}
