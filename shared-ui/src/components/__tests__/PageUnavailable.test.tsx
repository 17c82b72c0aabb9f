import { render, screen } from '@testing-library/react';
import { TestWrapper } from '../../test/TestWrapper';
import { PageUnavailable } from '../PageUnavailable';

describe('PageUnavailable', () => {
  it('names the area whose installed version lacks the page', () => {
    render(<PageUnavailable area="Деньги" />, { wrapper: TestWrapper });
    expect(screen.getByText('Раздел пока недоступен')).toBeInTheDocument();
    expect(screen.getByText(/модуля «Деньги»/)).toBeInTheDocument();
  });
});
