export function CostsTab() {
  return null;
}
