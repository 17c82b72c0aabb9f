import { useCallback } from 'react';
import { useSearchParams } from '@school/shared-ui/router';
import { isMonth, monthOf, type Month } from '../month';

export type ScheduleParams = {
  month: Month;
  /** One branch, or undefined for every branch of the user. */
  locationId: number | undefined;
  setMonth: (month: Month) => void;
  setLocationId: (locationId: number | undefined) => void;
};

/**
 * The month and the branch of the schedule, kept in the address (?month=2026-03&location_id=3), so that the
 * browser's back button and a shared link show the same month; the current month by default.
 */
export function useScheduleParams(): ScheduleParams {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = isMonth(asked) ? asked : monthOf();
  const branch = Number(params.get('location_id'));
  const locationId = Number.isInteger(branch) && branch > 0 ? branch : undefined;

  const update = useCallback(
    (name: string, value: string | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(name);
        else next.set(name, value);
        return next;
      }),
    [setParams],
  );
  const setMonth = useCallback((next: Month) => update('month', next), [update]);
  const setLocationId = useCallback(
    (next: number | undefined) => update('location_id', next === undefined ? undefined : String(next)),
    [update],
  );
  return { month, locationId, setMonth, setLocationId };
}
