import { Button, Span } from '@school/shared-ui/chakra';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { LazyLeadDialog } from './lazyDialogs';
import { HEADER_SEARCH_MESSAGES as M } from '../messages';

/** The header's create-lead button: opens the lead dialog to create a lead ('Новый лид'). */
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
      <LazyLeadDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
