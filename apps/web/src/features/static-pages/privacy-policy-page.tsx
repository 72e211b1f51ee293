/** Placeholder until this page is built. */
export default function PrivacyPolicyPage() {
  return <h1>Privacy policy</h1>;
}
