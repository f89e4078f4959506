/** The footer carries the attribution the bundled DB-IP geolocation database's licence (CC BY 4.0) asks for. */
export function Footer() {
  return (
    <footer className="footer" data-testid="footer">
      <a href="https://db-ip.com" target="_blank" rel="noopener noreferrer" data-testid="dbip-attribution">
        IP Geolocation by DB-IP
      </a>
    </footer>
  );
}
