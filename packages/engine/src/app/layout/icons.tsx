import type { MouseEventHandler, ReactNode } from 'react';
import type { DeviceName } from '../../shared/user/devices';

/**
 * The header's own pictures (the silhouette, the Windows and Apple logos, the device drawings), drawn inline
 * rather than shown as SVG files. The browser makes a document of its own for every SVG file an <img>
 * shows, on the page's main thread (about 5 ms each on a 2-core laptop), and on a load from the service
 * worker, where the files arrive at once, the first frame waited for them: the bench's warm first step took
 * 15 to 60 ms longer with them than with the same files blocked. The school's logo stays a file: it is the
 * school's, in its content.
 */
interface IconProps {
  /** Its accessible name; without one the picture is decorative and hidden from screen readers. */
  label?: string;
  className?: string;
  size?: number;
  onClick?: MouseEventHandler<SVGSVGElement>;
}

function Icon({ label, className, size = 24, onClick, viewBox, children }: IconProps & { viewBox: string; children: ReactNode }) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg {...named} className={className} width={size} height={size} viewBox={viewBox} focusable="false" onClick={onClick}>
      {children}
    </svg>
  );
}

/** Where a person has no photo (or it has not loaded yet). */
export function Silhouette({ size = 48, ...props }: IconProps) {
  return (
    <Icon {...props} className="avatar avatar-silhouette" size={size} viewBox="0 0 48 48">
      <rect width="48" height="48" rx="24" fill="#c9d1d9" />
      <circle cx="24" cy="19" r="8" fill="#6e7781" />
      <path d="M9 41c2.5-8 8.5-12 15-12s12.5 4 15 12a21 21 0 0 1-30 0z" fill="#6e7781" />
    </Icon>
  );
}

export function WindowsLogo(props: IconProps) {
  return (
    <Icon {...props} viewBox="0 0 24 24">
      <g fill="#1f6fc5">
        <rect x="2" y="2" width="9.5" height="9.5" rx="1" />
        <rect x="12.5" y="2" width="9.5" height="9.5" rx="1" />
        <rect x="2" y="12.5" width="9.5" height="9.5" rx="1" />
        <rect x="12.5" y="12.5" width="9.5" height="9.5" rx="1" />
      </g>
    </Icon>
  );
}

export function AppleLogo(props: IconProps) {
  return (
    <Icon {...props} viewBox="0 0 24 24">
      <path
        d="M12 7.2c-1.6-1.3-4.7-1.4-6.4.6-2.1 2.4-1.5 7.2.6 10.6 1.2 1.9 2.6 3.2 4 2.7.8-.3 1.2-.5 1.8-.5s1 .2 1.8.5c1.4.5 2.8-.8 4-2.7 2.1-3.4 2.7-8.2.6-10.6-1.7-2-4.8-1.9-6.4-.6z"
        fill="#6e7a85"
      />
      <path d="M12.2 6.6c.2-2.2 1.5-3.8 3.6-4.3-.1 2.3-1.5 3.9-3.6 4.3z" fill="#3f8f3a" />
    </Icon>
  );
}

/**
 * A device drawn in outline, in one colour (`currentColor` takes the text's, so it shows in dark mode too):
 * its body and one detail (a home button, a keyboard's edge).
 */
function outlineDrawing(colour: string, body: { x: number; y: number; width: number; height: number; rx: number }, detail: ReactNode) {
  return function OutlineDrawing(props: IconProps) {
    return (
      <Icon {...props} viewBox="0 0 24 24">
        <g fill="none" stroke={colour} strokeWidth={1.8} strokeLinejoin="round" strokeLinecap="round">
          <rect {...body} />
          {detail}
        </g>
      </Icon>
    );
  };
}

const TabletDrawing = outlineDrawing(
  'currentColor',
  { x: 4.5, y: 2.5, width: 15, height: 19, rx: 2.2 },
  <circle cx="12" cy="18.4" r="0.9" fill="currentColor" stroke="none" />,
);
const LaptopDrawing = outlineDrawing('currentColor', { x: 4.5, y: 5, width: 15, height: 10.5, rx: 1.4 }, <path d="M2.5 18.5h19" />);
const PhoneDrawing = outlineDrawing('#3f8f3a', { x: 7, y: 2.5, width: 10, height: 19, rx: 2.2 }, <path d="M10 18.5h4" />);

/** Each device's picture beside the picker (the portal's own drawings; Windows and Apple keep their logos). */
export const DEVICE_ICONS: Record<DeviceName, (props: IconProps) => ReactNode> = {
  windows: WindowsLogo,
  mac: AppleLogo,
  iphone: AppleLogo,
  ipad: TabletDrawing,
  chromebook: LaptopDrawing,
  android: PhoneDrawing,
};
