/** What the deploy commands print to and read from, so tests can run them in-process. */

export interface DeployIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: NodeJS.ProcessEnv;
  /** Graph's fetch (tests give one that records the requests). */
  fetch?: typeof fetch;
  /** Waits before a throttled request is tried again (tests give one that returns at once). */
  sleep?: (ms: number) => Promise<void>;
}

export const processIo: DeployIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  env: process.env,
};
