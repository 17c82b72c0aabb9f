import { Button, HStack, Input, InputGroup, Spacer } from '@school/shared-ui/chakra';
import type { ReactNode } from 'react';
import { LuCheck, LuFilter, LuPencil, LuPlus, LuSearch, LuTrash2, LuX } from 'react-icons/lu';
import { messages } from '../../messages';

export type GridToolbarProps = {
  canAdd: boolean;
  canModify: boolean;
  canRemove: boolean;
  /** A row is selected that Modify and Remove act on. */
  hasSelection: boolean;
  editing: boolean;
  saving: boolean;
  busy: boolean;
  search: string;
  filtersShown: boolean;
  filtersActive: boolean;
  extra?: ReactNode;
  onAdd: () => void;
  onModify: () => void;
  onRemove: () => void;
  onSave: () => void;
  onCancel: () => void;
  onSearchChange: (search: string) => void;
  onToggleFilters: () => void;
};

export const GridToolbar = ({
  canAdd,
  canModify,
  canRemove,
  hasSelection,
  editing,
  saving,
  busy,
  search,
  filtersShown,
  filtersActive,
  extra,
  onAdd,
  onModify,
  onRemove,
  onSave,
  onCancel,
  onSearchChange,
  onToggleFilters,
}: GridToolbarProps) => (
  <HStack gap="2" wrap="wrap" mb="2">
    {editing ? (
      <>
        <Button size="sm" colorPalette="brand" loading={saving} onClick={onSave}>
          <LuCheck /> {messages.save}
        </Button>
        <Button size="sm" variant="outline" disabled={saving} onClick={onCancel}>
          <LuX /> {messages.cancel}
        </Button>
      </>
    ) : (
      <>
        {canAdd && (
          <Button size="sm" colorPalette="brand" disabled={busy} onClick={onAdd}>
            <LuPlus /> {messages.add}
          </Button>
        )}
        {canModify && (
          <Button size="sm" variant="outline" disabled={busy || !hasSelection} onClick={onModify}>
            <LuPencil /> {messages.modify}
          </Button>
        )}
        {canRemove && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={busy || !hasSelection}
            onClick={onRemove}
          >
            <LuTrash2 /> {messages.remove}
          </Button>
        )}
      </>
    )}
    <Button
      size="sm"
      variant={filtersActive ? 'subtle' : 'ghost'}
      colorPalette={filtersActive ? 'brand' : 'gray'}
      aria-pressed={filtersShown}
      onClick={onToggleFilters}
    >
      <LuFilter /> {messages.filters}
    </Button>
    {extra}
    <Spacer />
    <InputGroup startElement={<LuSearch />} width={{ base: 'full', sm: '64' }}>
      <Input
        size="sm"
        type="search"
        aria-label={messages.search}
        placeholder={messages.search}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
      />
    </InputGroup>
  </HStack>
);
