import { useState } from 'react';
import type { Option } from '@school/shared-api';

/** The local storage key of the chosen branch (learning.md section 9). */
export const SELECTED_LOCATION_KEY = 'selectedLocation';

function stored(): number | null {
  try {
    const value = Number(localStorage.getItem(SELECTED_LOCATION_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * The branch shown: the one remembered under selectedLocation when it is still among the user's, else the
 * first of them; a choice is remembered.
 */
export function useLocationChoice(locations: readonly Option[] | undefined) {
  const [chosen, setChosen] = useState<number | null>(stored);
  const ids = (locations ?? []).map((location) => Number(location.value));
  const location = chosen !== null && ids.includes(chosen) ? chosen : (ids[0] ?? null);
  const choose = (id: number) => {
    setChosen(id);
    try {
      localStorage.setItem(SELECTED_LOCATION_KEY, String(id));
    } catch {
      // Private mode: the choice lasts this visit only.
    }
  };
  return { location, choose };
}
