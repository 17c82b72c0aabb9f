import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TestWrapper } from '../../test/TestWrapper';
import { ConfirmDialog } from '../ConfirmDialog';
import { DeleteConfirmDialog } from '../DeleteConfirmDialog';

type HarnessProps = { onConfirm: () => void | Promise<unknown>; onCancel: () => void };

const Harness = ({ onConfirm, onCancel }: HarnessProps) => {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      title="Продлить договор?"
      text="Договор будет продлён."
      onConfirm={async () => {
        await onConfirm();
        setOpen(false);
      }}
      onCancel={() => {
        onCancel();
        setOpen(false);
      }}
    />
  );
};

describe('ConfirmDialog', () => {
  it('shows the question and confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />, { wrapper: TestWrapper });
    const dialog = await screen.findByRole('alertdialog', { name: 'Продлить договор?' });
    expect(dialog).toHaveTextContent('Договор будет продлён.');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  // Where focus starts (Cancel) is not asserted: jsdom has no layout, so zag's focus trap finds no
  // focusable element and focuses the dialog itself.
  it('cancels with Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />, { wrapper: TestWrapper });
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open when the confirmation fails', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn().mockRejectedValue(new Error('нет'));
    render(<Harness onConfirm={onConfirm} onCancel={jest.fn()} />, { wrapper: TestWrapper });
    await user.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    expect(onConfirm).toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toBeEnabled();
  });
});

describe('DeleteConfirmDialog', () => {
  it('asks with the exact deletion texts', async () => {
    render(<DeleteConfirmDialog open onConfirm={jest.fn()} onCancel={jest.fn()} />, { wrapper: TestWrapper });
    const dialog = await screen.findByRole('alertdialog', { name: 'Вы уверены, что хотите удалить запись?' });
    expect(dialog).toHaveTextContent('Удалённые данные невозможно восстановить.');
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
  });
});
