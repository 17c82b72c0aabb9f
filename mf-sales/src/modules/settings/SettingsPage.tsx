import { Tabs } from '@school/shared-ui/chakra';
import { lazyPage, RemoteModule } from '@school/shared-ui';
import { SETTINGS_ENTITY_MESSAGES } from '@school/shared-api/people';
import { ConfigurationsTab } from './configs/ConfigurationsTab';
import { EntitiesTab } from './entities/EntitiesTab';
import { loadTemplatesTab } from './loadTemplatesTab';
import { SETTINGS_MESSAGES as M } from './messages';

/** The JSON editor with its library, in a chunk of its own: loaded when the tab is opened. */
const JsonEditorTab = lazyPage(() => import('./json/JsonEditorTab').then((module) => module.JsonEditorTab));

/**
 * /app/settings (sales-people-settings.md section 2): tabs Templates, Configurations, JSON editor, Adding
 * entities. The templates tab belongs to the money area and is loaded from it at run time.
 */
export function SettingsPage() {
  return (
    <Tabs.Root defaultValue="templates" lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="templates">{M.templates}</Tabs.Trigger>
        <Tabs.Trigger value="configs">{M.configurations}</Tabs.Trigger>
        <Tabs.Trigger value="json">{M.jsonEditor}</Tabs.Trigger>
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
      <Tabs.Content value="configs">
        <ConfigurationsTab />
      </Tabs.Content>
      <Tabs.Content value="json">
        <JsonEditorTab />
      </Tabs.Content>
      <Tabs.Content value="entities">
        <EntitiesTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
