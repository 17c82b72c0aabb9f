import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { TestWrapper } from '@school/shared-ui';
import { LayoutBoundary } from '../LayoutBoundary';

test('a layout chunk that fails to load shows a message with a reload, not a blank page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Broken = lazy(() => Promise.reject(new Error('ChunkLoadError: Loading chunk 42 failed')));
  render(
    <TestWrapper>
      <LayoutBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Broken />
        </Suspense>
      </LayoutBoundary>
    </TestWrapper>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить приложение');
  expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
  expect(console.error).toHaveBeenCalledWith('[shell] the layout failed to load', expect.any(Error));
});
