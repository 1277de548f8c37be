import { useMutation, useQuery } from '@apollo/client/react';
import type { ReaderSettings } from '@distill/contracts';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
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

  const change = useCallback(
    (next: ReaderSettings) => {
      setLocal(next);
      store(next);
      if (!isMember) return;
      const answer = { __typename: 'ReaderSettings' as const, ...next };
      save({
        variables: { input: next },
        optimisticResponse: { updateReaderSettings: answer },
        update: (cache, result) => {
          const saved = result.data?.updateReaderSettings;
          if (saved)
            cache.writeQuery({ query: ReaderSettingsQuery, data: { readerSettings: saved } });
        },
      }).catch(() =>
        toast({
          title: 'Error',
          description: 'Failed to save reader settings',
          variant: 'destructive',
        }),
      );
    },
    [isMember, save, toast],
  );

  return { settings, change };
}
