import { HStack } from '@chakra-ui/react';
import { salesEndpoints, useCanCall, useIsEmployee } from 'shared-api';
import { CreateLeadButton } from './CreateLeadButton';
import { HeaderSearch } from './HeaderSearch';

/**
 * The header's search of leads and contacts and its create-lead button: only for employees (the flag equal
 * to the string 'true') who may make their calls (the search, the lead dialog's add).
 */
export function HeaderTools() {
  const employee = useIsEmployee();
  const allowed = useCanCall(salesEndpoints.contactSearch, salesEndpoints.leadAdd);
  if (!employee || !allowed) return null;
  return (
    <HStack gap={{ base: '1', md: '2' }} minW="0" flexShrink={0}>
      <HeaderSearch />
      <CreateLeadButton />
    </HStack>
  );
}
