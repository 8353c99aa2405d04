/**
 * What a guide screen hands home when a person finishes a guide (Finish) or the Setup Guide (Complete): the
 * words home says once, as a status message, in the navigation's state (so nothing is stored).
 */
export interface FinishedState {
  finished: string;
}

export function finishedState(message: string): FinishedState {
  return { finished: message };
}

/** The message in a location's state, if it holds one. */
export function finishedMessage(state: unknown): string | null {
  const value = (state as Partial<FinishedState> | null)?.finished;
  return typeof value === 'string' && value.length > 0 ? value : null;
}
