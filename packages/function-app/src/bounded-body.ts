/**
 * A request's body read to a byte cap: reading stops (and the stream is cancelled) as soon as it is over,
 * so a large body is never held in memory, whatever its Content-Length says or whether it has one.
 */

/** The body was longer than the route takes. */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`The body is longer than ${maxBytes} bytes.`);
  }
}

/** Whether the request says, by its Content-Length, that its body is over `maxBytes`. */
export const declaresTooLarge = (request: Request, maxBytes: number): boolean =>
  Number(request.headers.get('Content-Length') ?? 0) > maxBytes;

/** The bytes of a stream, refusing more than `maxBytes` (BodyTooLargeError). */
export async function boundedBytes(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text, refusing more than `maxBytes` (BodyTooLargeError): by Content-Length first, then as it streams in. */
export async function boundedText(request: Request, maxBytes: number): Promise<string> {
  if (declaresTooLarge(request, maxBytes)) throw new BodyTooLargeError(maxBytes);
  return new TextDecoder().decode(await boundedBytes(request.body, maxBytes));
}
