import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { fetchStageConfig } from 'shared-api';

/** What sales passes to the money area's contract-creation dialog (money.md section 2, "Contract creation"). */
export type ContractDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The lead's or contact's name: the dialog's title. */
  name: string;
  contactId: number;
  leadId?: number;
};

type ContractDialogModule = { ContractDialog?: ComponentType<ContractDialogProps> };

let registered: Promise<void> | undefined;

/**
 * This remote has its own federation instance, which knows no other remote: like the shell, it takes the
 * money remote's manifest URL from the stage config and registers it before loading (DESIGN.md section 1).
 */
function registerMoney(force: boolean): Promise<void> {
  if (force || !registered) {
    registered = fetchStageConfig().then((stage) =>
      registerRemotes([{ name: 'money', entry: stage.remotes.money }], { force }),
    );
    registered.catch(() => {
      registered = undefined;
    });
  }
  return registered;
}

/** Loads money/ContractDialog at run time; `retry` registers the money remote afresh first. */
export async function loadContractDialog(retry = false): Promise<ComponentType<ContractDialogProps>> {
  await registerMoney(retry);
  const module = await loadRemote<ContractDialogModule>('money/ContractDialog');
  if (!module?.ContractDialog) throw new Error('money/ContractDialog has no ContractDialog export');
  return module.ContractDialog;
}
