/** Small helpers for the demo tenant's Node request handlers (connect-style middleware in Vite). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Handler = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

export const MAX_FORM_BYTES = 16 * 1024;
const MAX_JSON_BYTES = 64 * 1024;

/** A request body over its limit: answered 413, never read to the end. */
export class PayloadTooLargeError extends Error {
  override name = 'PayloadTooLargeError';
  readonly status = 413;
}

/**
 * The request body as text, refusing more than `maxBytes` (these servers only take small forms): at once when
 * Content-Length says so, else as soon as the bytes read pass the limit. The rest is left unread and thrown
 * away; the socket is not destroyed, so the 413 still reaches the client.
 */
function readBody(req: IncomingMessage, maxBytes: number, tooLarge: () => Error): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > maxBytes) {
      req.resume();
      return reject(tooLarge());
    }
    let size = 0;
    const chunks: Buffer[] = [];
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      stop();
      req.resume();
      reject(tooLarge());
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const stop = () => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
      req.on('error', () => {}); // A client that gives up mid-body is not a server error.
    };
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(
    await readBody(req, MAX_FORM_BYTES, () => new PayloadTooLargeError(`The form is larger than ${MAX_FORM_BYTES / 1024} kB.`)),
  );
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** A short plain-text answer: what the servers say to a request they cannot serve (no page, no stack trace). */
export function sendPlain(req: IncomingMessage, res: ServerResponse, status: number, text: string): void {
  if (res.headersSent) return void res.end();
  const headers: Record<string, string> = {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  // A body left unread (a 413) must not be taken for the next request on the connection. HTTP/2 has no
  // Connection header (it refuses one) and ends the stream on its own.
  if (req.httpVersionMajor === 1 && !req.complete) headers.Connection = 'close';
  res.writeHead(status, headers);
  res.end(`${text}\n`);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request is too large.',
  500: 'Something went wrong on the demo server.',
};

/** The 4xx status an error carries (ours, or oidc-provider's `status`), else 500. */
export function statusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}

/**
 * Answers a handler's failure with a short plain body and its status, never the error's stack (which names
 * server paths). A 500 is logged on the server's console, where a developer looks for it.
 */
export function answerError(req: IncomingMessage, res: ServerResponse, error: unknown, text?: string): void {
  const status = statusOf(error);
  if (status === 500) console.error('demo tenant:', error);
  const ours = error instanceof PayloadTooLargeError ? error.message : undefined;
  sendPlain(req, res, status, text ?? ours ?? STATUS_TEXT[status] ?? STATUS_TEXT[400]!);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The request's JSON body, or undefined when it has none; a SyntaxError when it is not JSON or too large. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req, MAX_JSON_BYTES, () => new SyntaxError('Body too large'));
  return text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
}

/** One cookie's value, if the request has it and it is a safe token (letters, digits, `_`, `-`; at most 100). */
export function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      return /^[\w-]{1,100}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}
