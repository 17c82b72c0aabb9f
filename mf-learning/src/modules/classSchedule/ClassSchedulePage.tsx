import { Text } from 'shared-ui/chakra';

/** Placeholder until its part of issue 12 lands. */
export function ClassSchedulePage() {
  return <Text>ClassSchedulePage</Text>;
}
