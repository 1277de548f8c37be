import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { ReaderSettings } from '@distill/contracts';
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useToast } from '../../toast/hooks/useToast';
import {
  ReaderSettingsQuery,
  UpdateReaderSettingsMutation,
} from '../graphql/reader-settings.graphql';
import { parseReaderSettings, READER_SETTINGS_STORAGE_KEY } from '../reader-settings';

/** The browser's copy as stored (a string, so React can tell when it changed). */
function storedText(): string | null {
  try {
    return window.localStorage.getItem(READER_SETTINGS_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Another tab changed the settings. */
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function store(settings: ReaderSettings): void {
  try {
    window.localStorage.setItem(READER_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Private browsing may refuse storage; the settings still apply for this visit.
  }
}

/**
 * The reader's settings: a member's are kept by the reading service (so they follow them to
 * another device), a visitor's in this browser. The browser's copy also stands in for a
 * member's while theirs load, so the text does not jump on every visit.
 */
export function useReaderSettings(isMember: boolean) {
  // A page rendered without a browser has no storage: hydration starts from the defaults and the
  // stored settings apply right after, so a prerendered page hydrates without a mismatch.
  const stored = useSyncExternalStore(subscribeToStorage, storedText, () => null);
  const storedSettings = useMemo(() => parseReaderSettings(stored), [stored]);
  const [chosen, setLocal] = useState<ReaderSettings | null>(null);
  const local = chosen ?? storedSettings;
  const { data } = useQuery(ReaderSettingsQuery, { skip: !isMember });
  const [save] = useMutation(UpdateReaderSettingsMutation);
  const { cache } = useApolloClient();
  const { toast } = useToast();
  const remote = isMember ? data?.readerSettings : undefined;
  const settings: ReaderSettings = remote
    ? {
        textSize: remote.textSize,
        lineSpacing: remote.lineSpacing,
        typeface: remote.typeface,
        theme: remote.theme,
      }
    : local;

  // A member's saves go one at a time, the latest choice last: two saves in flight may reach
  // the reading service in either order and leave the earlier choice stored (seen when the
  // arrow keys moved the text size twice in quick succession).
  const saving = useRef({
    inFlight: false,
    next: null as ReaderSettings | null,
    /** What the reading service keeps: shown again when a save fails. */
    confirmed: null as ReaderSettings | null,
  });
  const show = useCallback(
    (shown: ReaderSettings) =>
      cache.writeQuery({
        query: ReaderSettingsQuery,
        data: {
          // The cache keeps objects with their type, as answers arrive.
          readerSettings: { ...shown, __typename: 'ReaderSettings' } as ReaderSettings,
        },
      }),
    [cache],
  );
  const saveInTurn = useCallback(async () => {
    const queue = saving.current;
    queue.inFlight = true;
    while (queue.next) {
      const input = queue.next;
      queue.next = null;
      try {
        const result = await save({ variables: { input } });
        if (result.data) queue.confirmed = result.data.updateReaderSettings;
      } catch {
        toast({
          title: 'Error',
          description: 'Failed to save reader settings',
          variant: 'destructive',
        });
      }
      // Unless a newer choice is on its way, what the service keeps is shown: the choice once
      // saved (in case the first load of the settings answered late), the previous one if not.
      if (!queue.next && queue.confirmed) show(queue.confirmed);
    }
    queue.inFlight = false;
  }, [save, show, toast]);

  const change = useCallback(
    (next: ReaderSettings) => {
      setLocal(next);
      store(next);
      if (!isMember) return;
      const queue = saving.current;
      if (!queue.inFlight) {
        queue.confirmed = cache.readQuery({ query: ReaderSettingsQuery })?.readerSettings ?? null;
      }
      show(next);
      queue.next = next;
      if (!queue.inFlight) void saveInTurn();
    },
    [cache, isMember, saveInTurn, show],
  );

  return { settings, change };
}
