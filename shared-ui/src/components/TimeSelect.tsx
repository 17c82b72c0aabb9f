import { NativeSelect } from '@school/shared-ui/chakra';
import { messages } from '../messages';

/** 'HH:mm' with two-digit hours and minutes. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The times of a day every `step` minutes, 'HH:mm' from '00:00'. */
export function timesOfDay(step: number): string[] {
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += step) {
    times.push(
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    );
  }
  return times;
}

const days = new Map<number, readonly string[]>();
/** The day's times for a step, made once (a lesson's pupils list has two selects a pupil). */
function dayOf(step: number): readonly string[] {
  let times = days.get(step);
  if (!times) days.set(step, (times = timesOfDay(step)));
  return times;
}

/** A time as 'HH:mm' ('9:05' and '09:05:00' too), or null when it is none. */
export function normalTime(value: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const time = `${match[1].padStart(2, '0')}:${match[2]}`;
  return TIME.test(time) ? time : null;
}

export type TimeSelectProps = {
  /** 'HH:mm', or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Minutes between the offered times; a value off that grid is offered too. */
  step?: number;
  size?: NativeSelect.RootProps['size'];
  disabled?: boolean;
  /** The accessible name when no Field label names it. */
  'aria-label'?: string;
  /** The empty choice's text. */
  emptyLabel?: string;
};

/**
 * A time of day in the 24-hour form whatever the browser's language (learning.md section 9: 24-hour
 * time pickers; a browser's own time input shows AM/PM in an English browser). A native select: the
 * keyboard types a time to reach it, and a phone shows its own picker list.
 */
export function TimeSelect({
  value,
  onChange,
  step = 5,
  size = 'sm',
  disabled,
  'aria-label': ariaLabel,
  emptyLabel = messages.noTime,
}: TimeSelectProps) {
  const current = normalTime(value) ?? '';
  const day = dayOf(step);
  const times = current === '' || day.includes(current) ? day : [...day, current].sort();
  return (
    <NativeSelect.Root size={size} disabled={disabled} width="auto" minW="6.5rem">
      <NativeSelect.Field
        aria-label={ariaLabel}
        value={current}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{emptyLabel}</option>
        {times.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
