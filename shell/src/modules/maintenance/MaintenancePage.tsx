import { Center, Heading } from '@school/shared-ui/chakra';
import { MAINTENANCE_MESSAGE } from '../../app/messages';

export function MaintenancePage() {
  return (
    <Center minH="100vh" p="8">
      <Heading size="lg" textAlign="center">
        {MAINTENANCE_MESSAGE}
      </Heading>
    </Center>
  );
}
