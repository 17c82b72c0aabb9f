import type { ComponentType } from 'react';
import { loadMoneyExport } from '../../remote/loadMoneyModule';

/** What sales passes to the money area's contract-creation dialog (money.md section 2, "Contract creation"). */
export type ContractDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The lead's or contact's name: the dialog's title. */
  name: string;
  contactId: number;
  leadId?: number;
};

/** Loads money/ContractDialog at run time; `retry` registers the money remote afresh first. */
export function loadContractDialog(retry = false): Promise<ComponentType<ContractDialogProps>> {
  return loadMoneyExport<ComponentType<ContractDialogProps>>('ContractDialog', 'ContractDialog', retry);
}
