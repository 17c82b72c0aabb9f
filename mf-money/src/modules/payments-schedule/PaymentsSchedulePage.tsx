export function PaymentsSchedulePage() {
  return null;
}
