import { Button, Span } from '@school/shared-ui/chakra';
import { useState } from 'react';
import { LuListPlus } from 'react-icons/lu';
import { useCanCall, useIsEmployee } from '@school/shared-api';
import { taskEndpoints } from '@school/shared-api/sales';
import { LazyCreateTaskDialog } from './LazyCreateTaskDialog';
import { CREATE_TASK_TEXTS as T } from './messages';

/**
 * The header's create-task button ('Создать задачу'), beside the create-lead button: only for employees
 * (the flag equal to the string 'true') who may add tasks; it renders nothing for anyone else, whatever the
 * shell decided.
 */
export function CreateTaskButton() {
  const [open, setOpen] = useState(false);
  const employee = useIsEmployee();
  const allowed = useCanCall(taskEndpoints.taskAdd);
  if (!employee || !allowed) return null;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        colorPalette="brand"
        px={{ base: '2', lg: '3' }}
        onClick={() => setOpen(true)}
        aria-label={T.button}
      >
        <LuListPlus />
        <Span hideBelow="lg">{T.button}</Span>
      </Button>
      <LazyCreateTaskDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
