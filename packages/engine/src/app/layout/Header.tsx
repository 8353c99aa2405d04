import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { site } from 'virtual:portal-site';
import { useConfig } from '../../shared/config/config-context';
import { useSignedIn } from '../../shared/user/signed-in-context';
import { SearchBox } from '../../features/search/SearchBox';
import { OsToggle } from './OsToggle';
import { DevicePicker } from './DevicePicker';
import { usePlatform } from '../../shared/platform/PlatformProvider';
import { hasTwoWaySwitch } from '../../shared/user/devices';
import { PreviewButton } from '../../features/preview/PreviewButton';
import { Profile } from './Profile';
import { Silhouette } from './icons';

/**
 * The logo, search, the OS switch, staff's Preview and the profile. On a phone it is one row: search is an
 * icon, and the rest is in a menu behind the person's photo.
 */
export function Header() {
  const { mode } = useConfig();
  const { user, visiting, signInAgain } = useSignedIn();
  const [menu, setMenu] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menu) return;
    // A press or the focus anywhere else closes the menu (its dialogs are inside it).
    const away = (event: Event) => {
      if (!area.current?.contains(event.target as Node)) setMenu(false);
    };
    for (const type of ['pointerdown', 'focusin']) document.addEventListener(type, away);
    return () => {
      for (const type of ['pointerdown', 'focusin']) document.removeEventListener(type, away);
    };
  }, [menu]);

  return (
    <header className="site-header">
      <div className="header-start">
        <Link to="/" className="logo-link">
          <SiteLogo />
        </Link>
        {mode === 'demo' && (
          <span
            className="demo-badge"
            role="note"
            aria-label="Demo tenant: not connected to a real school"
            title="Demo tenant: not connected to a real school"
          >
            Demo
          </span>
        )}
      </div>
      <SearchBox />
      {/* A visitor at the public guides: signing in is one press away, and comes back to this page. */}
      {visiting && (
        <button type="button" className="button button-small header-sign-in" onClick={() => signInAgain()}>
          Sign in
        </button>
      )}
      <div
        ref={area}
        className="header-menu"
        onKeyDown={(event) => {
          // A dialog's Escape is the dialog's.
          if (event.key !== 'Escape' || !menu || (event.target as Element).closest('dialog')) return;
          setMenu(false);
          button.current?.focus();
        }}
      >
        <button
          ref={button}
          type="button"
          className="header-menu-button"
          aria-label={`${user.name || 'Not signed in'}: profile and settings`}
          aria-expanded={menu}
          aria-controls="header-menu"
          onClick={() => setMenu(!menu)}
        >
          {user.profileImage ? <img className="avatar" src={user.profileImage} alt="" width={36} height={36} /> : <Silhouette size={36} />}
        </button>
        <div id="header-menu" className={menu ? 'header-end open' : 'header-end'}>
          <DeviceChoice />
          <PreviewButton />
          <Profile />
        </div>
      </div>
    </header>
  );
}

/** The school's logo (school.yaml), its dark-mode drawing in dark mode, or its name where it has no logo. */
function SiteLogo() {
  const alt = `${site.name} home`;
  if (!site.logo)
    return (
      <span className="site-name">
        {site.name}
        <span className="visually-hidden"> home</span>
      </span>
    );
  const img = <img src={site.logo.src} alt={alt} height={site.logo.height} width={site.logo.width} />;
  if (!site.logoDark) return img;
  return (
    <picture className="has-dark-logo">
      <source media="(prefers-color-scheme: dark)" srcSet={site.logoDark.src} width={site.logoDark.width} height={site.logoDark.height} />
      {img}
    </picture>
  );
}

/**
 * Whose steps to show: the spec's Windows/Apple switch for a school with exactly Windows and Mac, else a
 * list of the school's devices (none for a school with one device, unless the visitor's is not covered).
 */
function DeviceChoice() {
  const { devices, uncovered } = usePlatform();
  if (hasTwoWaySwitch(devices)) return <OsToggle />;
  return devices.length > 1 || uncovered ? <DevicePicker /> : null;
}
