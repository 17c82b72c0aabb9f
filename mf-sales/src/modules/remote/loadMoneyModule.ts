import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchStageConfig } from '@school/shared-api';

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

/**
 * One export of a module the money remote exposes ('ContractDialog' of money/ContractDialog), loaded at run
 * time; `retry` registers the money remote afresh first. Rejects when the module or the export is missing.
 */
export async function loadMoneyExport<T>(exposed: string, exportName: string, retry = false): Promise<T> {
  await registerMoney(retry);
  const module = await loadRemote<Record<string, unknown>>(`money/${exposed}`);
  const found = module?.[exportName];
  if (!found) throw new Error(`money/${exposed} has no ${exportName} export`);
  return found as T;
}
