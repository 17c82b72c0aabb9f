import { Tabs, Text } from '@school/shared-ui/chakra';
import { useHoldsAll } from '@school/shared-api';
import { SETTINGS_ENTITY_MESSAGES as M } from '@school/shared-api/people';
import { EntitiesList } from './EntitiesList';
import { LocationsList } from './LocationsList';
import { RequisitesList } from './RequisitesList';

/** Both are needed for this tab (sales-people-settings.md sections 2 and 6), as for the costs table. */
export const ENTITY_TAB_PERMISSIONS = ['transactions.view', 'transactions.add'] as const;

/**
 * The settings' Adding entities tab: sub-tabs Entities, Locations and Requisites. Without both
 * transactions.view and transactions.add it shows only 'У вас нет прав для просмотра страницы'. A change
 * refreshes the reference lists (GET /entities-types/get) that every open form reads.
 */
export function EntitiesTab() {
  const allowed = useHoldsAll(ENTITY_TAB_PERMISSIONS);
  if (!allowed) return <Text>{M.noRights}</Text>;
  return (
    <Tabs.Root defaultValue="entities" lazyMount variant="enclosed" size="sm">
      <Tabs.List>
        <Tabs.Trigger value="entities">{M.entities}</Tabs.Trigger>
        <Tabs.Trigger value="locations">{M.locations}</Tabs.Trigger>
        <Tabs.Trigger value="requisites">{M.requisites}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="entities">
        <EntitiesList />
      </Tabs.Content>
      <Tabs.Content value="locations">
        <LocationsList />
      </Tabs.Content>
      <Tabs.Content value="requisites">
        <RequisitesList />
      </Tabs.Content>
    </Tabs.Root>
  );
}
