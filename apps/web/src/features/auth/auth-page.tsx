/** Placeholder until this page is built. */
export default function AuthPage() {
  return <h1>Log In</h1>;
}
