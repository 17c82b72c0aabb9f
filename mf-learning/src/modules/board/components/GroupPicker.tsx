import { Button, Checkbox, SimpleGrid, Stack, Text } from '@school/shared-ui/chakra';
import { useId, useState } from 'react';
import type { Group } from '@school/shared-api';
import { BOARD_MESSAGES as M } from '../messages';

type GroupPickerProps = {
  groups: readonly Group[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
};

/** The dropdown of the user's groups: a checkbox per group, the board shows the checked ones in order. */
export function GroupPicker({ groups, chosen, onChange }: GroupPickerProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = (id: number, checked: boolean) =>
    onChange(
      checked ? [...chosen.filter((other) => other !== id), id] : chosen.filter((other) => other !== id),
    );
  return (
    <Stack gap="2" w="full">
      <Button
        alignSelf="flex-start"
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {M.chooseGroups}
        {chosen.length > 0 ? ` (${chosen.length})` : ''}
      </Button>
      {open && (
        <Stack
          id={panelId}
          role="group"
          aria-label={M.groupsList}
          borderWidth="1px"
          borderRadius="md"
          p="3"
          maxH="60"
          overflowY="auto"
        >
          {groups.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {M.noGroupsToChoose}
            </Text>
          ) : (
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="2">
              {groups.map((group) => (
                <Checkbox.Root
                  key={group.id}
                  size="sm"
                  checked={chosen.includes(group.id)}
                  onCheckedChange={(event) => toggle(group.id, event.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{group.short_name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Stack>
  );
}
