import { Component, type ReactNode } from 'react';
import { Button, Center, Heading, Stack, Text } from '@school/shared-ui/chakra';
import { LAYOUT_FAILED, LAYOUT_FAILED_TEXT, RELOAD } from './messages';

type LayoutBoundaryProps = { children: ReactNode };

/**
 * The signed-in layout is a lazy chunk: when it cannot load (the network, a release replaced under the page)
 * the page says so with a way out instead of going blank. The details go to the console.
 */
export class LayoutBoundary extends Component<LayoutBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[shell] the layout failed to load', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center minH="100vh" p="6">
        <Stack gap="3" maxW="md" role="alert">
          <Heading size="md">{LAYOUT_FAILED}</Heading>
          <Text>{LAYOUT_FAILED_TEXT}</Text>
          <Button alignSelf="start" colorPalette="brand" onClick={() => window.location.reload()}>
            {RELOAD}
          </Button>
        </Stack>
      </Center>
    );
  }
}
