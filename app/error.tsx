'use client';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <>
      <h1>Something went wrong</h1>
      <p>The page could not be shown{error.digest ? ` (code ${error.digest})` : ''}. Nothing you entered was lost.</p>
      <button type="button" onClick={reset}>
        Try again
      </button>
    </>
  );
}
