import { Link } from 'react-router-dom';
import { useConfig } from '../../shared/config/config-context';
import { SearchBox } from '../../features/search/SearchBox';
import { OsToggle } from './OsToggle';
import { PreviewButton } from '../../features/preview/PreviewButton';
import { Profile } from './Profile';

export function Header() {
  const { mode } = useConfig();
  return (
    <header className="site-header">
      <div className="header-start">
        <Link to="/" className="logo-link">
          <img src="/images/school-logo.svg" alt="School IT Portal home" height={40} width={150} />
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
      <div className="header-end">
        <OsToggle />
        <PreviewButton />
        <Profile />
      </div>
    </header>
  );
}
