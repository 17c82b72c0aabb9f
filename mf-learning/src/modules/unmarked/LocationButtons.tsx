import { Button, Wrap } from '@school/shared-ui/chakra';
import type { Option } from '@school/shared-api';
import { UNMARKED_MESSAGES as M } from './messages';

type LocationButtonsProps = {
  locations: readonly Option[];
  selected: number | null;
  /** The chosen branch, or null when the selected one is pressed again (deselected). */
  onSelect: (location: number | null) => void;
};

/** One toggle button per branch of the user (aria-pressed); pressing the selected one deselects it. */
export function LocationButtons({ locations, selected, onSelect }: LocationButtonsProps) {
  return (
    <Wrap gap="2" role="group" aria-label={M.locations}>
      {locations.map((location) => {
        const id = Number(location.value);
        const pressed = selected === id;
        return (
          <Button
            key={id}
            size="sm"
            variant={pressed ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={pressed}
            onClick={() => onSelect(pressed ? null : id)}
          >
            {location.label}
          </Button>
        );
      })}
    </Wrap>
  );
}
