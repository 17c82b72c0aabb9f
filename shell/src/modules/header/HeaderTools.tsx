import { HStack } from '@chakra-ui/react';
import { useHoldsAll, useIsEmployee } from 'shared-api';
import { CreateLeadButton } from './CreateLeadButton';
import { HeaderSearch } from './HeaderSearch';

/**
 * The header's search of leads and contacts and its create-lead button: only for employees (the flag equal
 * to the string 'true') who hold contacts.view and leads.view.
 */
export function HeaderTools() {
  const employee = useIsEmployee();
  const allowed = useHoldsAll(['contacts.view', 'leads.view']);
  if (!employee || !allowed) return null;
  return (
    <HStack gap="2" minW="0">
      <HeaderSearch />
      <CreateLeadButton />
    </HStack>
  );
}
