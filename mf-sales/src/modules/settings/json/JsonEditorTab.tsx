import { githubDarkTheme, JsonEditor, type JsonData } from 'json-edit-react';
import { useState } from 'react';
import { useCanCall, useSubmissionKey } from '@school/shared-api';
import {
  CONFIG_MESSAGES,
  CONFIG_NAME_PATTERN,
  KNOWN_CONFIG_NAMES,
  configEndpoints,
  type Config,
} from '@school/shared-api/people';
import {
  Alert,
  Box,
  Button,
  Field,
  HStack,
  Input,
  NativeSelect,
  Spinner,
  Stack,
  Text,
} from '@school/shared-ui/chakra';
import { DeleteConfirmDialog, ErrorPanel, notify } from '@school/shared-ui';
import { CONFIG_TEXTS as T } from '../messages';
import { configsApi, refusalOf, revalidateConfigs, useConfigs } from '../configs/configsApi';

// The JSON editor tab (sales-people-settings.md section 2): a configuration's data as a tree to edit, add to
// and delete from, in a dark theme. json-edit-react is loaded with this tab only (lazyPage in SettingsPage):
// the settings page's first load does not carry it.

/** The known configurations that are lists start as []; any other as {}. */
const SINGLE_NAMES: readonly string[] = ['support', 'default_teacher'];
function emptyData(name: string): JsonData {
  return (KNOWN_CONFIG_NAMES as readonly string[]).includes(name) && !SINGLE_NAMES.includes(name) ? [] : {};
}

/** Russian texts of the editor's own buttons and messages. */
const TRANSLATIONS = {
  ITEM_SINGLE: '{{count}} элемент',
  ITEMS_MULTIPLE: '{{count}} элементов',
  KEY_NEW: 'Новый ключ',
  ERROR_KEY_EXISTS: 'Такой ключ уже есть',
  ERROR_INVALID_JSON: 'Неверный JSON',
  ERROR_UPDATE: 'Не удалось изменить',
  ERROR_DELETE: 'Не удалось удалить',
  ERROR_ADD: 'Не удалось добавить',
  DEFAULT_NEW_KEY: 'key',
  SHOW_LESS: '(свернуть)',
  EMPTY_STRING: '<пустая строка>',
  TOOLTIP_COPY: 'Копировать',
  TOOLTIP_EDIT: 'Изменить',
  TOOLTIP_DELETE: 'Удалить',
  TOOLTIP_ADD: 'Добавить',
};

type Draft = { id: number; version: number; data: JsonData };

export function JsonEditorTab() {
  const { data: configs, error, isLoading, mutate } = useConfigs();
  const canModify = useCanCall(configEndpoints.configUpdate, configEndpoints.configAdd);
  const [name, setName] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [newName, setNewName] = useState('');
  const submission = useSubmissionKey();

  if (error) return <ErrorPanel title={T.loadFailed} onRetry={() => void mutate()} />;
  if (isLoading || !configs) return <Spinner />;

  const config: Config | undefined = configs.find((each) => each.name === name);
  // The draft follows the chosen configuration; a newer version read (a save, someone else's) replaces it.
  const current: Draft | null = config
    ? draft && draft.id === config.id && draft.version === config.version
      ? draft
      : { id: config.id, version: config.version, data: config.data as JsonData }
    : null;
  const changed = current !== null && draft === current && config !== undefined;

  const choose = (next: string) => {
    setName(next);
    setDraft(null);
    setRefusal('');
  };

  const save = async () => {
    if (!config || !current) return;
    setSaving(true);
    try {
      await configsApi.update(config, current.data);
      setRefusal('');
      setDraft(null);
      await revalidateConfigs();
      notify.success(T.saved);
    } catch (failure) {
      const message = refusalOf(failure);
      setRefusal(message);
      notify.error(CONFIG_MESSAGES.updateFailed, message || undefined);
    } finally {
      setSaving(false);
    }
  };

  const create = async () => {
    const wanted = newName.trim();
    if (!CONFIG_NAME_PATTERN.test(wanted)) {
      setRefusal(`${T.newName}: ${T.nameHint}`);
      return;
    }
    const data = emptyData(wanted);
    try {
      await submission.submit({ name: wanted, data }, (key) => configsApi.add(wanted, data, key));
      setRefusal('');
      setNewName('');
      await revalidateConfigs();
      choose(wanted);
    } catch (failure) {
      const message = refusalOf(failure);
      setRefusal(message);
      notify.error(CONFIG_MESSAGES.addFailed, message || undefined);
    }
  };

  const remove = async () => {
    if (!config) return;
    try {
      await configsApi.remove(config);
      setConfirming(false);
      choose('');
      await revalidateConfigs();
      notify.success(T.removed);
    } catch (failure) {
      setConfirming(false);
      notify.error(CONFIG_MESSAGES.removeFailed, refusalOf(failure) || undefined);
    }
  };

  return (
    <Stack gap="4">
      <HStack gap="4" align="flex-end" wrap="wrap">
        <Field.Root maxW="72">
          <Field.Label>{T.config}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={name} onChange={(event) => choose(event.currentTarget.value)}>
              <option value="">{T.choose}</option>
              {configs.map((each) => (
                <option key={each.id} value={each.name}>
                  {each.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {canModify && (
          <HStack gap="2" align="flex-end">
            <Field.Root maxW="60">
              <Field.Label>{T.newName}</Field.Label>
              <Input
                size="sm"
                value={newName}
                placeholder={T.nameHint}
                onChange={(e) => setNewName(e.target.value)}
              />
            </Field.Root>
            <Button size="sm" variant="outline" onClick={() => void create()}>
              {T.addConfig}
            </Button>
          </HStack>
        )}
      </HStack>
      {refusal && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      )}
      {config && current && (
        <Stack gap="3">
          <Box data-testid="json-editor">
            <JsonEditor
              data={current.data}
              setData={(data) => setDraft({ id: current.id, version: current.version, data })}
              rootName={config.name}
              theme={githubDarkTheme}
              translations={TRANSLATIONS}
              restrictEdit={!canModify}
              restrictAdd={!canModify}
              restrictDelete={!canModify}
              restrictDrag={!canModify}
              collapse={3}
              minWidth="100%"
              maxWidth="100%"
            />
          </Box>
          {canModify && (
            <HStack gap="2">
              <Button size="sm" onClick={() => void save()} disabled={!changed} loading={saving}>
                {T.saveJson}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setDraft(null)}
                disabled={!changed || saving}
              >
                {T.resetJson}
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                {T.removeConfig}
              </Button>
              {changed && (
                <Text fontSize="sm" color="fg.muted">
                  {T.unsaved}
                </Text>
              )}
            </HStack>
          )}
        </Stack>
      )}
      <DeleteConfirmDialog open={confirming} onConfirm={remove} onCancel={() => setConfirming(false)} />
    </Stack>
  );
}
