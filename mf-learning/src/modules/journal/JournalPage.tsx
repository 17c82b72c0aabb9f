import { Text } from 'shared-ui/chakra';

/** Placeholder until its part of issue 12 lands. */
export function JournalPage() {
  return <Text>JournalPage</Text>;
}
