import { Text } from '@school/shared-ui/chakra';
import { RELEASE_MESSAGES } from './messages';

type ModuleVersionProps = {
  /** The release this build was made for; webpack's DefinePlugin puts it in (absent under jest). */
  version?: string;
};

/** A muted line under the area's pages: tells support and ops which release of the area runs. */
export function ModuleVersion({ version = process.env.APP_VERSION }: ModuleVersionProps) {
  if (!version) return null;
  return (
    <Text textStyle="xs" color="fg.muted" mt="6" data-testid="module-version">
      {RELEASE_MESSAGES.moduleVersion(version)}
    </Text>
  );
}
