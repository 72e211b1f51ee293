/** Placeholder until this page is built. */
export default function ProfessionalOnboardingPage() {
  return <h1>Professional onboarding</h1>;
}
