import { Text } from '@school/shared-ui/chakra';
import { useState } from 'react';
import { contractActionEndpoints, useEndpoint, type ContractData } from '@school/shared-api';
import { ConfirmDialog, Money } from '@school/shared-ui';
import { useNavigate } from '@school/shared-ui/router';
import { contractPath } from '../ContractSearch';
import { ACTION_MESSAGES as M } from '../messages';
import { ActionDialog } from './ActionDialog';
import { OptionsState } from './OptionsState';
import { SelectField } from './SelectField';
import { useActionSubmit } from './useActionSubmit';

type ExtendDialogProps = {
  open: boolean;
  contract: ContractData['contract'];
  /** The debt the active-contract lookup answered: what the successor takes over. */
  debt: string;
  onClose: () => void;
  onChanged: () => void;
};

/**
 * Extend a children's-club contract (money.md sections 2, 4, 5, 8): a kindergarten course, then one of its
 * groups in the contract's branch (GET /contract/get_kg), the confirmation 'Вы уверены, что хотите продлить
 * договор?', POST /contract/extend; 'Договор успешно продлен' opens the successor's page.
 */
export function ExtendDialog({ open, contract, debt, onClose, onChanged }: ExtendDialogProps) {
  const navigate = useNavigate();
  const { data, error, mutate } = useEndpoint(
    contractActionEndpoints.contractKindergartenGet,
    open ? { id: contract.contract_id } : null,
  );
  const [courseId, setCourseId] = useState('');
  const [groupId, setGroupId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const action = useActionSubmit({
    entry: contractActionEndpoints.contractExtend,
    success: M.extended,
    failed: M.extendFailed,
    reset: () => {
      setCourseId('');
      setGroupId('');
      setConfirming(false);
    },
    onClose,
    onChanged,
    onSuccess: (successor) => navigate(contractPath({ ...successor, full_name: contract.full_name })),
    reloadOnFailure: true,
  });
  const courses = (data?.courses ?? []).map((course) => ({
    value: String(course.course_id),
    label: course.name,
  }));
  const groups = (data?.groups ?? [])
    .filter((group) => String(group.course_id) === courseId)
    .map((group) => ({ value: String(group.group_id), label: group.short_name }));

  const handleConfirm = async () => {
    await action.submit({
      contract_id: contract.contract_id,
      course_id: Number(courseId),
      group_id: Number(groupId),
      version: contract.version,
    });
    // After a refusal the choices stay, with the server's message in the dialog.
    setConfirming(false);
  };

  return (
    <>
      <ActionDialog
        open={open}
        title={M.extend}
        onClose={action.close}
        submitLabel={M.extendSubmit}
        canSubmit={courseId !== '' && groupId !== ''}
        busy={action.busy}
        onSubmit={() => setConfirming(true)}
        alert={action.alert}
      >
        <Text>
          {M.carriedOver}: <Money value={debt} currency={contract.currency} negativeAs="red" />
        </Text>
        <OptionsState failed={Boolean(error)} loaded={Boolean(data)} onRetry={() => void mutate()}>
          {courses.length === 0 ? (
            <Text color="fg.muted">{M.noKindergartenGroups}</Text>
          ) : (
            <>
              <SelectField
                label={M.course}
                placeholder={M.chooseCourse}
                value={courseId}
                onChange={(value) => {
                  setCourseId(value);
                  setGroupId('');
                }}
                choices={courses}
              />
              <SelectField
                label={M.group}
                placeholder={M.chooseGroup}
                value={groupId}
                onChange={setGroupId}
                choices={groups}
                disabled={courseId === ''}
              />
            </>
          )}
        </OptionsState>
      </ActionDialog>
      <ConfirmDialog
        open={confirming}
        title={M.extendConfirm}
        confirmLabel={M.extendSubmit}
        onConfirm={handleConfirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
