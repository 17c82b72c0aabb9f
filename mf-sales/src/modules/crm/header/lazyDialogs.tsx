import { lazy, Suspense, type ComponentProps } from 'react';

// The header's search and create-lead button are on every page of a sales user; the lead and contact
// dialogs they open load with the first opening, not with the header (issue 8 item 7: the first load).
const LeadDialogModule = lazy(() => import('../lead/LeadDialog').then((m) => ({ default: m.LeadDialog })));
const ContactDialogModule = lazy(() =>
  import('../contact/ContactDialog').then((m) => ({ default: m.ContactDialog })),
);

/** The lead dialog, loaded when first opened; rendered only while open. */
export function LazyLeadDialog(props: ComponentProps<typeof LeadDialogModule>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LeadDialogModule {...props} />
    </Suspense>
  );
}

/** The contact dialog, loaded when first opened; rendered only while open. */
export function LazyContactDialog(props: ComponentProps<typeof ContactDialogModule>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ContactDialogModule {...props} />
    </Suspense>
  );
}
