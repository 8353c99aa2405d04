/** What shows before the user's name is known: an accessible status, nothing of the portal. */
export function SigningIn() {
  return (
    <main className="gate" id="main" aria-busy="true">
      <div role="status" className="gate-status">
        <span className="spinner" aria-hidden="true" />
        Signing you in…
      </div>
    </main>
  );
}
