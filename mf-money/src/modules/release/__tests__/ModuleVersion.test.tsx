import { render, screen } from '@testing-library/react';
import { TestWrapper } from '@school/shared-ui';
import { ModuleVersion } from '../ModuleVersion';

test('names the release of the money area', () => {
  render(
    <TestWrapper>
      <ModuleVersion version="1.2.0" />
    </TestWrapper>,
  );
  expect(screen.getByTestId('module-version')).toHaveTextContent('Модуль «Деньги» 1.2.0');
});

test('says nothing when the build did not name a version', () => {
  render(
    <TestWrapper>
      <ModuleVersion version="" />
    </TestWrapper>,
  );
  expect(screen.queryByTestId('module-version')).toBeNull();
});
