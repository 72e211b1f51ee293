/** The error of a whole form (wrong credentials, no connection), announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className="auth-form__alert">
      {message && <p className="banner banner--error">{message}</p>}
    </div>
  );
}
