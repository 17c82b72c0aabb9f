import { Button, Portal, Tooltip, VisuallyHidden, Wrap } from '@school/shared-ui/chakra';
import { useId, useState } from 'react';
import { contractActionEndpoints, fetchEndpoint, useCanCall, type ContractData } from '@school/shared-api';
import { notify } from '@school/shared-ui';
import { ACTION_MESSAGES as M } from '../messages';
import { AdditionalDebtDialog } from './AdditionalDebtDialog';
import { CancelDialog } from './CancelDialog';
import { ExtendDialog } from './ExtendDialog';
import { MakeupDialog } from './MakeupDialog';
import { MealPlanDialog } from './MealPlanDialog';

type ContractActionsProps = {
  contract: ContractData['contract'];
  /** Loads the page's data again: every action's result shows in the table at once. */
  onChanged: () => void;
};

type Open = 'cancel' | 'extend' | 'makeups' | 'services' | 'debt' | null;

/**
 * The contract page's action buttons, shown only with contract.modify (money.md section 2): cancel, extend
 * (children's club only, with the hint), makeups and extra services (not for a cancelled or closed
 * contract), additional debt; each opens its dialog.
 */
export function ContractActions({ contract, onChanged }: ContractActionsProps) {
  const allowed = useCanCall(contractActionEndpoints.contractCancel);
  const [open, setOpen] = useState<Open>(null);
  const [debt, setDebt] = useState('0.00');
  const [checking, setChecking] = useState(false);
  const hintId = useId();
  if (!allowed) return null;
  const finished = contract.status === 'cancelled' || contract.status === 'closed';
  const close = () => setOpen(null);

  // money.md section 5: the lookup of the active contract answers a list whose first item carries the
  // debt; an empty list means the contract is not active. A failed lookup gets the client's load toast.
  const startExtension = async () => {
    setChecking(true);
    try {
      const [active] = await fetchEndpoint(contractActionEndpoints.contractActiveGet, {
        id: contract.contract_id,
      });
      if (!active) {
        notify.error(M.extendNotActive);
        return;
      }
      setDebt(active.debt);
      setOpen('extend');
    } catch {
      // Reported by the client.
    } finally {
      setChecking(false);
    }
  };

  const extendButton = (
    <Button
      size="sm"
      variant="outline"
      disabled={!contract.children_club}
      loading={checking}
      aria-describedby={contract.children_club ? undefined : hintId}
      onClick={() => void startExtension()}
    >
      {M.extend}
    </Button>
  );

  return (
    <>
      <Wrap gap="2" role="group" aria-label={M.actions}>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen('cancel')}>
          {M.cancel}
        </Button>
        {contract.children_club ? (
          extendButton
        ) : (
          <Tooltip.Root openDelay={200}>
            <Tooltip.Trigger asChild>
              {/* A disabled button gets no pointer events: the wrapper shows the hint on hover; screen
                  readers read it as the button's description. */}
              <span>{extendButton}</span>
            </Tooltip.Trigger>
            <Portal>
              <Tooltip.Positioner>
                <Tooltip.Content>{M.extendOnlyKindergarten}</Tooltip.Content>
              </Tooltip.Positioner>
            </Portal>
          </Tooltip.Root>
        )}
        <Button size="sm" variant="outline" disabled={finished} onClick={() => setOpen('makeups')}>
          {M.makeups}
        </Button>
        <Button size="sm" variant="outline" disabled={finished} onClick={() => setOpen('services')}>
          {M.extraServices}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setOpen('debt')}>
          {M.additionalDebt}
        </Button>
        {!contract.children_club && <VisuallyHidden id={hintId}>{M.extendOnlyKindergarten}</VisuallyHidden>}
      </Wrap>
      <CancelDialog open={open === 'cancel'} contract={contract} onClose={close} onChanged={onChanged} />
      <ExtendDialog
        open={open === 'extend'}
        contract={contract}
        debt={debt}
        onClose={close}
        onChanged={onChanged}
      />
      <MakeupDialog open={open === 'makeups'} contract={contract} onClose={close} onChanged={onChanged} />
      <MealPlanDialog open={open === 'services'} contract={contract} onClose={close} onChanged={onChanged} />
      <AdditionalDebtDialog
        open={open === 'debt'}
        contract={contract}
        onClose={close}
        onChanged={onChanged}
      />
    </>
  );
}
