/**
 * The footer carries the attributions the bundled geolocation data's licences (CC BY 4.0) ask for: DB-IP for the
 * countries and the organisation names, RouteViews and the NRO for the autonomous system numbers.
 */
export function Footer() {
  return (
    <footer className="footer" data-testid="footer">
      <a href="https://db-ip.com" target="_blank" rel="noopener noreferrer" data-testid="dbip-attribution">
        IP Geolocation by DB-IP
      </a>
      {' · '}
      <span data-testid="asn-attribution">
        ASN data by{' '}
        <a href="https://www.routeviews.org/" target="_blank" rel="noopener noreferrer">RouteViews</a>
        {' and the '}
        <a href="https://www.nro.net/" target="_blank" rel="noopener noreferrer">NRO</a>
      </span>
    </footer>
  );
}
