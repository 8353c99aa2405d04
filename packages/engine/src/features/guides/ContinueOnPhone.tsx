import { useEffect, useMemo, useState } from 'react';
import { optionalChunk } from '../../shared/ui/optional-chunk';
import type { QrDrawing } from './qr-drawing';

type DrawQr = (text: string) => QrDrawing;

const loadQrDrawing = optionalChunk(() => import('./qr-drawing'), null);

/**
 * The QR encoder, loaded after the screen shows (its own chunk, never in home's first load). Loaded as soon
 * as a guide shows, so it is there when the guide is printed. If the chunk cannot be had (offline, before
 * the portal was saved), the code is left out and the guide works as before.
 */
function useQrEncoder(): DrawQr | null {
  const [encoder, setEncoder] = useState<{ draw: DrawQr } | null>(null);
  useEffect(() => {
    let live = true;
    void loadQrDrawing().then((module) => live && module && setEncoder({ draw: module.qrDrawing }));
    return () => {
      live = false;
    };
  }, []);
  return encoder?.draw ?? null;
}

/**
 * A QR code drawn as SVG elements: no image request, no inline style or script, so it works offline and
 * under the Content-Security-Policy. Dark on white in both themes, as phones read best.
 */
export function QrCode({ drawing, label }: { drawing: QrDrawing; label: string }) {
  return (
    <svg className="qr-code" role="img" aria-label={label} viewBox={`0 0 ${drawing.size} ${drawing.size}`} shapeRendering="crispEdges">
      <rect width={drawing.size} height={drawing.size} fill="#fff" />
      <path d={drawing.path} fill="#000" />
    </svg>
  );
}

/** A QR code of `address`, named for screen readers by `label`, or nothing while (or if) its encoder loads. */
export function PhoneQr({ address, label }: { address: string; label: string }) {
  const draw = useQrEncoder();
  const drawing = useMemo(() => draw?.(address) ?? null, [draw, address]);
  return drawing && <QrCode drawing={drawing} label={label} />;
}

/**
 * "Continue on your phone", closed until opened: a QR code of this screen's address (its step, platform and
 * variant), and the address written out. Not offered on a phone itself.
 */
export function ContinueOnPhone({ address, label, what }: { address: string; label: string; what: 'step' | 'page' }) {
  return (
    <details className="continue-on-phone">
      <summary>Continue on your phone</summary>
      <div className="continue-on-phone-body">
        <PhoneQr address={address} label={label} />
        <div>
          <p>Point your phone&rsquo;s camera at the code to open this {what} there. Sign in if it asks.</p>
          <p>
            Or type this address: <span className="continue-address">{address}</span>
          </p>
        </div>
      </div>
    </details>
  );
}
