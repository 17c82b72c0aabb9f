import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Field, Input } from '@school/shared-ui/chakra';
import { TestWrapper } from '../../test/TestWrapper';
import { FormDialog } from '../FormDialog';

type HarnessProps = {
  /** Resolves to the server's refusal (a message) or null for a save. */
  save: (name: string) => Promise<string | null>;
  saveDisabled?: boolean;
};

// A caller as the apps write one: the field's state, the busy flag and the server's message are its own.
const Harness = ({ save, saveDisabled }: HarnessProps) => {
  const [open, setOpen] = useState(true);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async () => {
    setBusy(true);
    setError(null);
    const refusal = await save(name);
    setBusy(false);
    if (refusal) setError(refusal);
    else setOpen(false);
  };

  return (
    <FormDialog
      open={open}
      title="Изменить группу"
      onClose={() => setOpen(false)}
      onSubmit={handleSubmit}
      busy={busy}
      error={error}
      saveDisabled={saveDisabled}
    >
      <Field.Root>
        <Field.Label>Название</Field.Label>
        <Input value={name} onChange={(event) => setName(event.target.value)} />
      </Field.Root>
    </FormDialog>
  );
};

const deferred = () => {
  let resolve: (value: string | null) => void = () => undefined;
  const promise = new Promise<string | null>((done) => (resolve = done));
  return { promise, resolve };
};

describe('FormDialog', () => {
  it('submits the form with Enter and with the save button, then the caller closes it', async () => {
    const user = userEvent.setup();
    const save = jest.fn().mockResolvedValueOnce('Группа уже есть').mockResolvedValueOnce(null);
    render(<Harness save={save} />, { wrapper: TestWrapper });
    const dialog = await screen.findByRole('dialog', { name: 'Изменить группу' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Название' }), 'Лисята{Enter}');
    expect(save).toHaveBeenLastCalledWith('Лисята');
    await user.click(await within(dialog).findByRole('button', { name: 'Сохранить' }));
    expect(save).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message in an alert and stays open", async () => {
    const user = userEvent.setup();
    render(<Harness save={() => Promise.resolve('Группа изменена другим пользователем')} />, {
      wrapper: TestWrapper,
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Группа изменена другим пользователем',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('while busy, save spins and submits nothing more, cancel and close are disabled, Escape does not close', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const save = jest.fn(() => answer.promise);
    render(<Harness save={save} />, { wrapper: TestWrapper });
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: 'Название' });
    // Taken before: while it spins, its label is hidden from the accessible name.
    const saveButton = within(dialog).getByRole('button', { name: 'Сохранить' });
    await user.type(field, 'Лисята{Enter}');
    await waitFor(() => expect(saveButton).toBeDisabled());
    expect(saveButton).toHaveAttribute('data-loading');
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeDisabled();
    await user.type(field, '{Enter}');
    // A submit the browser does not stop (a script's requestSubmit, another submit button among the fields).
    fireEvent.submit(field.closest('form')!);
    await user.keyboard('{Escape}');
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    answer.resolve('Не удалось сохранить запись');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Не удалось сохранить запись');
    expect(saveButton).toBeEnabled();
  });

  it('keeps save disabled while the caller says so', async () => {
    const user = userEvent.setup();
    const save = jest.fn(() => Promise.resolve(null));
    render(<Harness save={save} saveDisabled />, { wrapper: TestWrapper });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    const field = within(dialog).getByRole('textbox', { name: 'Название' });
    await user.type(field, 'Лисята{Enter}');
    fireEvent.submit(field.closest('form')!);
    expect(save).not.toHaveBeenCalled();
  });

  it('cancel closes it without submitting', async () => {
    const user = userEvent.setup();
    const save = jest.fn(() => Promise.resolve(null));
    render(<Harness save={save} />, { wrapper: TestWrapper });
    await user.click(await screen.findByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(save).not.toHaveBeenCalled();
  });

  it('the close button and Escape close it too', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness save={jest.fn()} />, { wrapper: TestWrapper });
    await user.click(await screen.findByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    rerender(<Harness key="again" save={jest.fn()} />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
