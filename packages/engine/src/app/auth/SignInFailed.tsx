/** Signing in failed: why, and a way to start again from home (rather than another redirect, which could loop). */
export function SignInFailed({ message }: { message: string }) {
  return (
    <main className="gate" id="main">
      <h1>We couldn&apos;t sign you in</h1>
      <p>{message}</p>
      <button type="button" className="button" onClick={() => window.location.assign('/')}>
        Try again
      </button>
    </main>
  );
}
