/** Small helpers for the demo tenant's Node request handlers (connect-style middleware in Vite). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Handler = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

const MAX_FORM_BYTES = 16 * 1024;
const MAX_JSON_BYTES = 64 * 1024;

/** The request body as text, refusing more than `maxBytes` (these servers only take small forms). */
async function readBody(req: IncomingMessage, maxBytes: number, tooLarge: () => Error): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(req, MAX_FORM_BYTES, () => new Error('Form too large')));
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The request's JSON body, or undefined when it has none; a SyntaxError when it is not JSON. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req, MAX_JSON_BYTES, () => new SyntaxError('Body too large'));
  return text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
}
