export default function ReconciliationPage() {
  return null;
}
