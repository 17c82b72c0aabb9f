import { lazy, Suspense, type ComponentProps } from 'react';

// The header's button and the contact dialog's open the form with their first click: it is not loaded with
// the header nor with the contact dialog.
const CreateTaskDialogModule = lazy(() =>
  import('./CreateTaskDialog').then((m) => ({ default: m.CreateTaskDialog })),
);

/** The create-task form, loaded when first opened; rendered only while open. */
export function LazyCreateTaskDialog(props: ComponentProps<typeof CreateTaskDialogModule>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <CreateTaskDialogModule {...props} />
    </Suspense>
  );
}
