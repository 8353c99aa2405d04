import { encode } from 'uqr';

/**
 * How the code is made: medium error correction (a printed code survives a crease), and the quiet zone of
 * four modules that the QR standard asks for, so phones find it on any background.
 */
export const QR_OPTIONS = { ecc: 'M', border: 4 } as const;

/** A QR code's drawing: its size in modules, quiet zone included, and an SVG path of its dark modules. */
export interface QrDrawing {
  size: number;
  path: string;
}

/** An SVG path drawing the dark modules, a row's neighbours joined into one rectangle. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      parts.push(`M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`);
    }
  });
  return parts.join('');
}

/** The QR code of `text`, encoded with uqr (this module is its own chunk, loaded by guide screens only). */
export function qrDrawing(text: string): QrDrawing {
  const { size, data } = encode(text, QR_OPTIONS);
  return { size, path: qrPath(data) };
}
