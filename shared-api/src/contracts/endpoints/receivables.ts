import { endpoint, type Endpoint } from '../endpoint';
import { receivablesByMonthQuerySchema, receivablesByMonthSchema } from '../receivables';

/** The debt page's receivables by month. */
export const receivableEndpoints = {
  receivableGetByMonth: endpoint({
    method: 'GET',
    path: '/receivable/get_by_month',
    effect: 'reads',
    summary:
      'Начисления по месяцам срока оплаты и видам, по филиалам пользователя (или одному); аннулированные не считаются',
    tag: 'money',
    permissions: ['receivable.view'],
    scope: 'branch',
    ids: { location_id: 'location' },
    query: receivablesByMonthQuerySchema,
    response: receivablesByMonthSchema,
    errors: [404],
    example: {
      query: { location_id: '3' },
      response: {
        receivables: [
          { month: '2026-03', type: 'tuition', amount: '12450.00', location_id: 3, currency: 'BYN' },
          { month: '2026-03', type: 'lunch', amount: '310.50', location_id: 3, currency: 'BYN' },
          { month: '2026-02', type: 'tuition', amount: '11890.00', location_id: 3, currency: 'BYN' },
        ],
      },
    },
  }),
} satisfies Record<string, Endpoint>;
