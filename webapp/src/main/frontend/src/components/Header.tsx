import { CallerBadge } from '../access/CallerBadge';
import { Link } from '../router';
import { LoadingIndicator } from './LoadingIndicator';
import { TimeZoneSwitch } from './TimeZoneSwitch';

export function Header() {
  return (
    <header className="header" data-testid="header">
      <Link to="/" className="brand" data-testid="home-link">
        pcaplens
      </Link>
      <nav>
        <Link to="/" data-testid="nav-files">
          Capture files
        </Link>
        <Link to="/hunt" data-testid="nav-hunt">
          Hunt
        </Link>
        <Link to="/monitor" data-testid="nav-monitor">
          Monitor
        </Link>
      </nav>
      <TimeZoneSwitch />
      <CallerBadge />
      <LoadingIndicator />
    </header>
  );
}
