import { Tabs } from 'shared-ui/chakra';
import { SETTINGS_ENTITY_MESSAGES } from 'shared-api/people';
import { RemoteModule } from 'shared-ui';
import { EntitiesTab } from './entities/EntitiesTab';
import { loadTemplatesTab } from './loadTemplatesTab';
import { SETTINGS_MESSAGES as M } from './messages';

/**
 * /app/settings (money.md section 2, top level): tabs of the school's settings. The templates tab belongs
 * to the money area and is loaded from it at run time; the settings issue adds the other tabs here.
 */
export function SettingsPage() {
  return (
    <Tabs.Root defaultValue="templates" lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="templates">{M.templates}</Tabs.Trigger>
        <Tabs.Trigger value="entities">{SETTINGS_ENTITY_MESSAGES.entitiesTab}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="templates">
        <RemoteModule
          name="money/TemplatesTab"
          load={loadTemplatesTab}
          failure={{ title: M.templatesFailedTitle, text: M.templatesFailedText }}
        >
          {(TemplatesTab) => <TemplatesTab />}
        </RemoteModule>
      </Tabs.Content>
      <Tabs.Content value="entities">
        <EntitiesTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
