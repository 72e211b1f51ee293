/** Placeholder until this page is built. */
export default function EmployerOnboardingPage() {
  return <h1>Employer onboarding</h1>;
}
