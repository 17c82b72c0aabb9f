// The Chakra UI kit of the suite: the components and styled-system pieces the apps use, imported one
// component at a time (Chakra's modular imports), so the bundle carries only these. It is a Module
// Federation singleton ('shared-ui/chakra'): Chakra keeps its system in a React context, so the shell and
// every remote must render the same copy. Apps import Chakra from here, never from '@chakra-ui/react'
// (the lint rule `boundaries/imports` says so). A component not listed yet is added here: an addition is
// a compatible change (raise the minor of `sharedEntries["./chakra"]` in shared-ui/package.json), and a
// remote that needs it is released after the shell that carries it (DESIGN.md section 2; docs/decisions.md).
export {
  chakra,
  ChakraProvider,
  createSystem,
  defineConfig,
  defineRecipe,
  defineSlotRecipe,
  mergeConfigs,
  useChakraContext,
} from '@chakra-ui/react/styled-system';
export { defaultBaseConfig } from '@chakra-ui/react/preset-base';

export { Alert } from '@chakra-ui/react/alert';
export { Badge } from '@chakra-ui/react/badge';
export { Box } from '@chakra-ui/react/box';
export { Breadcrumb } from '@chakra-ui/react/breadcrumb';
export { Button, CloseButton, IconButton } from '@chakra-ui/react/button';
export { Card } from '@chakra-ui/react/card';
export { Center } from '@chakra-ui/react/center';
export { Checkbox } from '@chakra-ui/react/checkbox';
export { Collapsible } from '@chakra-ui/react/collapsible';
export { Dialog } from '@chakra-ui/react/dialog';
export { Drawer } from '@chakra-ui/react/drawer';
export { Field } from '@chakra-ui/react/field';
export { Flex } from '@chakra-ui/react/flex';
export { Grid, GridItem } from '@chakra-ui/react/grid';
export { Heading } from '@chakra-ui/react/heading';
export { Icon } from '@chakra-ui/react/icon';
export { Input } from '@chakra-ui/react/input';
export { InputGroup } from '@chakra-ui/react/input-group';
export { LocaleProvider } from '@chakra-ui/react/locale';
export { NativeSelect } from '@chakra-ui/react/native-select';
export { Portal } from '@chakra-ui/react/portal';
export { Separator } from '@chakra-ui/react/separator';
export { SimpleGrid } from '@chakra-ui/react/simple-grid';
export { Spacer } from '@chakra-ui/react/spacer';
export { Span } from '@chakra-ui/react/span';
export { Spinner } from '@chakra-ui/react/spinner';
export { HStack, Stack, VStack } from '@chakra-ui/react/stack';
export { Switch } from '@chakra-ui/react/switch';
export { Table } from '@chakra-ui/react/table';
export { Tabs } from '@chakra-ui/react/tabs';
export { Text } from '@chakra-ui/react/text';
export { Textarea } from '@chakra-ui/react/textarea';
export { createToaster, Toast, Toaster } from '@chakra-ui/react/toast';
export { Tooltip } from '@chakra-ui/react/tooltip';
export { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
export { Wrap } from '@chakra-ui/react/wrap';
