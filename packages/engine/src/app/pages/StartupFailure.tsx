/** Shown when the portal cannot start: a configuration mistake (listed for the IT team) or a browser problem. */
export function StartupFailure({ problems }: { problems?: string[] }) {
  return (
    <main className="gate" id="main">
      <h1>The portal could not start</h1>
      {problems ? (
        <>
          <p>Its configuration needs fixing by the school&apos;s IT team:</p>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>Your browser could not start the sign-in. Make sure you are using an up-to-date browser, then reload the page.</p>
      )}
    </main>
  );
}
