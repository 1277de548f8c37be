import { useCallback, useState } from 'react';

/**
 * Text for an aria-live region. The same words twice in a row would not be read again, so the
 * second copy differs by an invisible character.
 */
export function useAnnouncer() {
  const [message, setMessage] = useState('');
  const announce = useCallback(
    (text: string) => setMessage((previous) => (previous === text ? `${text}\u00a0` : text)),
    [],
  );
  return { message, announce };
}
