import { useEffect, useMemo, useState } from 'react';
import { optionalChunk } from '../../shared/ui/optional-chunk';
import { usePrinting } from '../../shared/ui/use-printing';
import { whenIdle } from '../../shared/ui/when-idle';
import type { QrDrawing } from './qr-drawing';

type DrawQr = (text: string) => QrDrawing;

const loadQrDrawing = optionalChunk(() => import('./qr-drawing'), null);

/**
 * The QR encoder, its own chunk (never in home's first load), loaded once the guide is drawn and the
 * browser is idle, so it is there when the guide is printed (the browser takes its picture of the page
 * right after beforeprint: no time to download then) and takes nothing from the first step. If the chunk
 * cannot be had (offline, before the portal was saved), the code is left out and the guide works as before.
 */
function useQrEncoder(): DrawQr | null {
  const [encoder, setEncoder] = useState<{ draw: DrawQr } | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => void loadQrDrawing().then((module) => live && module && setEncoder({ draw: module.qrDrawing })));
    return () => {
      live = false;
      cancel();
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

/**
 * A QR code of `address`, named for screen readers by `label`, or nothing while (or if) its encoder loads.
 * Encoding takes a slow laptop's processor tens of milliseconds, so a code nobody can see yet (`shown`
 * false: a closed "Continue on your phone", a printed copy's code on screen) is not drawn until it is.
 */
export function PhoneQr({ address, label, shown = true }: { address: string; label: string; shown?: boolean }) {
  const draw = useQrEncoder();
  const drawing = useMemo(() => (shown && draw?.(address)) || null, [shown, draw, address]);
  return drawing && <QrCode drawing={drawing} label={label} />;
}

/** The code a printed copy carries: drawn as the page is printed (Ctrl+P, the browser's menu, Print these steps). */
export function PrintedPhoneQr({ address, label }: { address: string; label: string }) {
  return <PhoneQr address={address} label={label} shown={usePrinting()} />;
}

/**
 * "Continue on your phone", closed until opened: a QR code of this screen's address (its step, platform and
 * variant), and the address written out. Not offered on a phone itself.
 */
export function ContinueOnPhone({ address, label, what }: { address: string; label: string; what: 'step' | 'page' }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="continue-on-phone" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Continue on your phone</summary>
      <div className="continue-on-phone-body">
        <PhoneQr address={address} label={label} shown={open} />
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
