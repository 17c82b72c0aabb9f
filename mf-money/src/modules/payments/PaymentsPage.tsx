export function PaymentsPage() {
  return null;
}
