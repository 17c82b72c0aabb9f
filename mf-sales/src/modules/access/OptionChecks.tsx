import { Checkbox, SimpleGrid, Stack, Text } from '@school/shared-ui/chakra';
import { useId } from 'react';
import type { GridOption } from '@school/shared-ui';
import { ACCESS_MESSAGES as M } from './messages';

type OptionChecksProps = {
  legend: string;
  options: readonly GridOption[];
  value: readonly number[];
  onChange: (value: number[]) => void;
  disabled?: boolean;
};

/** A multi-select of reference options (branches, roles) as a group of checkboxes named by its legend. */
export function OptionChecks({ legend, options, value, onChange, disabled }: OptionChecksProps) {
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value.filter((other) => other !== id), id] : value.filter((other) => other !== id));
  const labelId = useId();
  return (
    <Stack gap="1.5" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        {legend}
      </Text>
      <div>
        {options.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {M.noOptions}
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
            {options.map((option) => (
              <Checkbox.Root
                key={option.value}
                size="sm"
                disabled={disabled}
                checked={value.includes(Number(option.value))}
                onCheckedChange={(event) => toggle(Number(option.value), event.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{option.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        )}
      </div>
    </Stack>
  );
}
