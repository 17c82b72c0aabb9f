import { useState } from 'react';
import { useSubmissionKey } from '@school/shared-api';
import type { Config } from '@school/shared-api/people';
import { Button, HStack, Stack, Text } from '@school/shared-ui/chakra';
import { DeleteConfirmDialog, notify } from '@school/shared-ui';
import { CONFIG_MESSAGES } from '@school/shared-api/people';
import { CONFIG_TEXTS as T } from '../messages';
import { configsApi, refusalOf, revalidateConfigs } from './configsApi';
import { ItemForm, ItemView, type Lists } from './ItemForm';
import { itemsOf, type SectionSpec } from './sections';

type ConfigSectionProps = {
  section: SectionSpec;
  config: Config | undefined;
  lists: Lists;
  canModify: boolean;
  /** The item in edit on the whole tab ('zoom_params:2', 'zoom_params:new'), null when none: one at a time. */
  editing: string | null;
  setEditing: (key: string | null) => void;
};

/** One configuration's items: view, edit one at a time, delete after the confirmation, add. */
export function ConfigSection({
  section,
  config,
  lists,
  canModify,
  editing,
  setEditing,
}: ConfigSectionProps) {
  const items = itemsOf(section, config?.data);
  const [refusal, setRefusal] = useState('');
  const [removing, setRemoving] = useState<number | null>(null);
  const submission = useSubmissionKey();
  const keyOf = (index: number | 'new') => `${section.name}:${index}`;
  const busyElsewhere = editing !== null;

  const start = (index: number | 'new') => {
    setRefusal('');
    setEditing(keyOf(index));
  };
  const finish = async () => {
    setRefusal('');
    setEditing(null);
    await revalidateConfigs();
    notify.success(T.saved);
  };
  /** The whole data saved: an update of the row read, or the configuration created when there is none. */
  const saveData = (data: unknown) =>
    config
      ? configsApi.update(config, data)
      : submission.submit({ name: section.name, data }, (key) => configsApi.add(section.name, data, key));

  const save = async (index: number | 'new', item: Record<string, unknown>) => {
    const adding = index === 'new' || !config;
    try {
      if (section.single) await saveData(item);
      else if (index === 'new' && section.name === 'zoom_params')
        // The spec's add call for Zoom: one link {link, group_id} joins the list.
        await submission.submit({ name: section.name, data: item }, (key) =>
          configsApi.add(section.name, item, key),
        );
      else if (index === 'new') await saveData([...items, item]);
      else await saveData(items.map((each, at) => (at === index ? item : each)));
      await finish();
    } catch (error) {
      const message = refusalOf(error);
      setRefusal(message);
      notify.error(adding ? CONFIG_MESSAGES.addFailed : CONFIG_MESSAGES.updateFailed, message || undefined);
    }
  };

  const remove = async () => {
    if (removing === null || !config) return;
    const index = removing;
    try {
      await configsApi.update(
        config,
        items.filter((_, at) => at !== index),
      );
      setRemoving(null);
      await revalidateConfigs();
      notify.success(T.removed);
    } catch (error) {
      setRemoving(null);
      notify.error(CONFIG_MESSAGES.removeFailed, refusalOf(error) || undefined);
    }
  };

  const label = (index: number | 'new') =>
    index === 'new' ? `${section.title}: ${T.add}` : `${section.title}: ${String(index + 1)}`;

  return (
    <Stack gap="3" role="group" aria-label={section.title}>
      {items.length === 0 && editing !== keyOf(0) && <Text color="fg.muted">{T.empty}</Text>}
      {items.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={section.title}>
          {items.map((item, index) => (
            <Stack as="li" key={index} gap="2" borderBottomWidth="1px" pb="2">
              {editing === keyOf(index) ? (
                <ItemForm
                  fields={section.fields}
                  item={item}
                  lists={lists}
                  refusal={refusal}
                  label={label(index)}
                  onSave={(next) => save(index, next)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <HStack gap="3" align="center">
                  <ItemView fields={section.fields} item={item} lists={lists} />
                  {canModify && (
                    <HStack gap="2">
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={busyElsewhere}
                        onClick={() => start(index)}
                      >
                        {T.edit}
                      </Button>
                      {!section.single && (
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          disabled={busyElsewhere}
                          onClick={() => setRemoving(index)}
                        >
                          {T.remove}
                        </Button>
                      )}
                    </HStack>
                  )}
                </HStack>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      {section.single && items.length === 0 && editing === keyOf(0) && (
        <ItemForm
          fields={section.fields}
          item={null}
          lists={lists}
          refusal={refusal}
          label={label(0)}
          onSave={(next) => save(0, next)}
          onCancel={() => setEditing(null)}
        />
      )}
      {canModify && section.single && items.length === 0 && editing !== keyOf(0) && (
        <Button size="sm" alignSelf="flex-start" disabled={busyElsewhere} onClick={() => start(0)}>
          {T.edit}
        </Button>
      )}
      {canModify && !section.single && editing === keyOf('new') && (
        <ItemForm
          fields={section.fields}
          item={null}
          lists={lists}
          refusal={refusal}
          label={label('new')}
          onSave={(next) => save('new', next)}
          onCancel={() => setEditing(null)}
        />
      )}
      {canModify && !section.single && editing !== keyOf('new') && (
        <Button size="sm" alignSelf="flex-start" disabled={busyElsewhere} onClick={() => start('new')}>
          {T.add}
        </Button>
      )}
      <DeleteConfirmDialog open={removing !== null} onConfirm={remove} onCancel={() => setRemoving(null)} />
    </Stack>
  );
}
