// The singleton core (system, provider, toaster), re-exported by its package name so that this stateless
// part, shared by semver range, never carries a second copy of it.
export {
  system,
  UiProvider,
  type UiProviderProps,
  toaster,
  TOAST_DURATION_MS,
  TOAST_MAX_VISIBLE,
  notify,
  type NotifyFn,
  type NotifyType,
  Toaster,
} from '@school/shared-ui/core';
export { TestWrapper, type TestWrapperProps } from './test/TestWrapper';

export {
  compareMoney,
  formatMoney,
  formatMoneyAbs,
  isNegativeMoney,
  CURRENCY_SUFFIX,
  MONEY_SUFFIX,
  parseMoney,
  toApiMoney,
  type MoneyCurrency,
  type MoneyInput,
  type ParsedMoney,
} from './format/money';
export {
  formatDate,
  formatDateDots,
  formatDateTime,
  parseDate,
  toApiDate,
  toApiDateTime,
  type DateInput,
} from './format/date';
export { pluralRu, type PluralForms } from './format/pluralRu';
export { useIsMobile } from './hooks/useIsMobile';
export { saveDownloadedFile, type DownloadedFileLike } from './files/saveDownloadedFile';

export { Money, type MoneyNegativeAs, type MoneyProps } from './components/Money';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { DeleteConfirmDialog, type DeleteConfirmDialogProps } from './components/DeleteConfirmDialog';
export { TimeSelect, normalTime, timesOfDay, type TimeSelectProps } from './components/TimeSelect';
export { ErrorPanel, type ErrorPanelProps } from './components/ErrorPanel';
export { RemoteModule, type RemoteModuleProps } from './components/RemoteModule';
export { PageUnavailable, type PageUnavailableProps } from './components/PageUnavailable';
export { lazyPage } from './components/lazyPage';

export { messages as uiMessages } from './messages';
export { SHARED_UI_VERSION } from './version';

export { DataGrid } from './data-grid/DataGrid';
export type {
  DataGridProps,
  GridColumn,
  GridColumnType,
  GridField,
  GridFlags,
  GridOption,
  GridSort,
  RowCommitContext,
  ServerGridOptions,
  ServerGridQuery,
} from './data-grid/types';
export { SERVER_PAGE_SIZE, SERVER_SEARCH_DELAY_MS } from './data-grid/hooks/useServerQuery';
export { isCellEditable, type CellEditContext } from './data-grid/utils/isCellEditable';
export {
  clearSavedGridFilters,
  GRID_FILTER_PREFIX,
  type SavedGridFilter,
} from './data-grid/utils/gridFilterStorage';
