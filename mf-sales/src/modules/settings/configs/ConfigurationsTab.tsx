import { useState } from 'react';
import { useCanCall, useEntitiesTypes } from '@school/shared-api';
import { configEndpoints } from '@school/shared-api/people';
import { Box, Button, Collapsible, Spinner, Stack, Text } from '@school/shared-ui/chakra';
import { ErrorPanel } from '@school/shared-ui';
import { CONFIG_TEXTS as T } from '../messages';
import { ConfigSection } from './ConfigSection';
import { useConfigs } from './configsApi';
import { SECTIONS } from './sections';

/**
 * The Configurations tab (sales-people-settings.md section 2): expandable sections of the configurations;
 * one item at a time is in edit on the whole tab.
 */
export function ConfigurationsTab() {
  const { data: configs, error, isLoading, mutate } = useConfigs();
  const { data: types } = useEntitiesTypes();
  const canModify = useCanCall(configEndpoints.configUpdate, configEndpoints.configAdd);
  const [open, setOpen] = useState<string[]>([]);
  const [editing, setEditing] = useState<string | null>(null);
  if (error) return <ErrorPanel title={T.loadFailed} onRetry={() => void mutate()} />;
  if (isLoading || !configs) return <Spinner />;
  const lists = {
    group: types?.group,
    active_users: types?.active_users,
    location: types?.location,
    requisites: types?.requisites,
  };
  const toggle = (name: string, isOpen: boolean) =>
    setOpen((current) => (isOpen ? [...current, name] : current.filter((each) => each !== name)));
  return (
    <Stack gap="2">
      {SECTIONS.map((section) => (
        <Collapsible.Root
          key={section.name}
          open={open.includes(section.name)}
          onOpenChange={(details) => toggle(section.name, details.open)}
          borderWidth="1px"
          borderRadius="md"
        >
          <Collapsible.Trigger asChild>
            <Button variant="ghost" w="full" justifyContent="space-between">
              <Text fontWeight="semibold">{section.title}</Text>
              <Text as="span" aria-hidden>
                {open.includes(section.name) ? '▴' : '▾'}
              </Text>
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Box px="3" pb="3">
              <ConfigSection
                section={section}
                config={configs.find((config) => config.name === section.name)}
                lists={lists}
                canModify={canModify}
                editing={editing}
                setEditing={setEditing}
              />
            </Box>
          </Collapsible.Content>
        </Collapsible.Root>
      ))}
    </Stack>
  );
}
