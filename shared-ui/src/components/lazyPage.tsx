import { lazy, Suspense, type ComponentType } from 'react';
import { Center, Spinner } from '@school/shared-ui/chakra';
import { messages } from '../messages';

function PageFallback() {
  return (
    <Center py="10">
      <Spinner size="lg" aria-label={messages.loading} />
    </Center>
  );
}

/**
 * A remote's page loaded when it is opened, with a spinner meanwhile: the area's first page does not carry
 * the others (`npm run size`: what a further remote adds to the first load).
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageFallback />}>
        <Lazy />
      </Suspense>
    );
  };
}
