import { Button, Span } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { HEADER_MESSAGES as M } from './messages';
import { RemoteSalesDialog } from './RemoteSalesDialog';

type LeadDialogProps = { open: boolean; onClose: () => void };

/** The header's create-lead button: opens sales' lead dialog ('Новый лид'), loaded at run time. */
export function CreateLeadButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        colorPalette="brand"
        px={{ base: '2', lg: '3' }}
        onClick={() => setOpen(true)}
        aria-label={M.createLead}
      >
        <LuPlus />
        <Span hideBelow="lg">{M.createLead}</Span>
      </Button>
      <RemoteSalesDialog<LeadDialogProps>
        name="LeadDialog"
        open={open}
        onClose={() => setOpen(false)}
        props={{}}
      />
    </>
  );
}
