import { Text } from 'shared-ui/chakra';
import { useState } from 'react';
import {
  ApiError,
  contractActionEndpoints,
  postEndpoint,
  useEndpoint,
  useSubmissionKey,
  type ContractData,
} from 'shared-api';
import { ConfirmDialog, Money, notify } from 'shared-ui';
import { useNavigate } from 'shared-ui/router';
import { contractPath } from '../ContractSearch';
import { ACTION_MESSAGES as M } from '../messages';
import { ActionDialog } from './ActionDialog';
import { OptionsState } from './OptionsState';
import { SelectField } from './SelectField';

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
  const submission = useSubmissionKey();
  const { data, error, mutate } = useEndpoint(
    contractActionEndpoints.contractKindergartenGet,
    open ? { id: contract.contract_id } : null,
  );
  const [courseId, setCourseId] = useState('');
  const [groupId, setGroupId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const courses = (data?.courses ?? []).map((course) => ({
    value: String(course.course_id),
    label: course.name,
  }));
  const groups = (data?.groups ?? [])
    .filter((group) => String(group.course_id) === courseId)
    .map((group) => ({ value: String(group.group_id), label: group.short_name }));

  const close = () => {
    setCourseId('');
    setGroupId('');
    setAlert(null);
    setConfirming(false);
    onClose();
  };
  const extend = async () => {
    const body = {
      contract_id: contract.contract_id,
      course_id: Number(courseId),
      group_id: Number(groupId),
      version: contract.version,
    };
    setBusy(true);
    setAlert(null);
    try {
      const successor = await submission.submit(body, (idempotencyKey) =>
        postEndpoint(contractActionEndpoints.contractExtend, body, { silent: true, idempotencyKey }),
      );
      notify.success(M.extended);
      close();
      onChanged();
      navigate(contractPath({ ...successor, full_name: contract.full_name }));
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : M.extendFailed;
      notify.error(M.extendFailed, message);
      setAlert(message);
      setConfirming(false);
      onChanged();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ActionDialog
        open={open}
        title={M.extend}
        onClose={close}
        submitLabel={M.extendSubmit}
        canSubmit={courseId !== '' && groupId !== ''}
        busy={busy}
        onSubmit={() => setConfirming(true)}
        alert={alert}
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
        onConfirm={extend}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
