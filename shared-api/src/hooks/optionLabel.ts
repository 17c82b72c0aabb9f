import type { Option } from '../contracts';

/** Label of `value` in a reference list, or the value itself when the list does not hold it. */
export function optionLabel(
  options: Option[] | undefined,
  value: number | string | null | undefined,
): string {
  if (value === null || value === undefined) return '';
  const found = options?.find((o) => String(o.value) === String(value));
  return found ? found.label : String(value);
}

export function optionLabels(options: Option[] | undefined, values: (number | string)[]): string {
  return values.map((v) => optionLabel(options, v)).join(', ');
}
