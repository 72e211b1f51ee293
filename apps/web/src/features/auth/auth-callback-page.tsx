/** Placeholder until this page is built. */
export default function AuthCallbackPage() {
  return <h1>Signing you in</h1>;
}
