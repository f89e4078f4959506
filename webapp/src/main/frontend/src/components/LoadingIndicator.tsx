import { useEffect, useState } from 'react';
import { usePendingRequests } from '../pendingRequests';

/** Below this a request feels instant, and a flashing indicator would only distract. */
export const LOADING_DELAY_MS = 200;

/** A bar along the top of the page while any request to the API has taken longer than 200 ms. */
export function LoadingIndicator() {
  const pending = usePendingRequests() > 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setShown(true), LOADING_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [pending]);
  if (!pending || !shown) return null;
  return <div className="loading-bar" role="progressbar" aria-label="Loading" data-testid="loading-indicator" />;
}
