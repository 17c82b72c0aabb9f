import type { ComponentType } from 'react';
import { loadMoneyExport } from '../remote/loadMoneyModule';

/** Loads money/TemplatesTab (the templates page, money.md section 2) at run time. */
export function loadTemplatesTab(retry = false): Promise<ComponentType> {
  return loadMoneyExport<ComponentType>('TemplatesTab', 'TemplatesTab', retry);
}
