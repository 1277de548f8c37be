import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import type { CreateApiKeyMutation } from '../../../gql/graphql';
import { serverMessage } from '../../../lib/graphql-errors';
import { useToast } from '../../toast/hooks/useToast';
import { apiKeyCountLabel, PREMIUM_CONTENT_SCOPE, weeklyRequests } from '../api-keys';
import { useApiKeys } from '../hooks/useApiKeys';

const DEFAULT_RATE_LIMIT = 60;

/** Admin tab "API Keys": issue partner keys, see their daily usage, revoke them. */
export function ApiKeysPanel() {
  const { keys, error, create, revoke } = useApiKeys();
  const { toast } = useToast();
  const [name, setName] = useState('');
  const [premium, setPremium] = useState(false);
  const [rateLimit, setRateLimit] = useState(String(DEFAULT_RATE_LIMIT));
  const [busy, setBusy] = useState(false);
  const [issued, setIssued] = useState<CreateApiKeyMutation['createApiKey'] | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const key = await create({
        name: name.trim(),
        scopes: premium ? [PREMIUM_CONTENT_SCOPE] : [],
        rateLimitPerMinute: Number.parseInt(rateLimit, 10) || DEFAULT_RATE_LIMIT,
      });
      setIssued(key);
      setName('');
      setPremium(false);
      setRateLimit(String(DEFAULT_RATE_LIMIT));
    } catch (failure) {
      toast({ title: 'Error', description: serverMessage(failure), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const revokeKey = async (id: string) => {
    try {
      await revoke(id);
      toast({ title: 'API key revoked', description: 'Requests with this key are refused.' });
    } catch (failure) {
      toast({ title: 'Error', description: serverMessage(failure), variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="new-api-key-heading"
        className="rounded-2xl border border-border bg-card p-5 sm:p-6"
      >
        <h2 id="new-api-key-heading" className="text-lg font-semibold">
          Issue a partner key
        </h2>
        <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-[2fr_1fr] sm:items-end">
          <Field
            id="api-key-name"
            label="Partner name"
            required
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="City Library"
          />
          <Field
            id="api-key-rate-limit"
            label="Requests per minute"
            type="number"
            min={1}
            max={10000}
            required
            value={rateLimit}
            onChange={(event) => setRateLimit(event.target.value)}
          />
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input
              type="checkbox"
              checked={premium}
              onChange={(event) => setPremium(event.target.checked)}
              className="size-4 accent-primary"
            />
            License full premium content (scope <code>{PREMIUM_CONTENT_SCOPE}</code>)
          </label>
          <Button type="submit" disabled={busy} className="sm:col-span-2 sm:justify-self-start">
            {busy ? 'Creating...' : 'Create Key'}
          </Button>
        </form>
        {issued && (
          <div
            role="status"
            className="mt-5 rounded-xl border border-dashed border-primary/60 bg-muted/50 p-4 text-sm"
          >
            <p className="font-medium">
              Key for {issued.apiKey.name}: copy it now, it is shown only once.
            </p>
            <code data-testid="issued-api-key" className="mt-2 block break-all select-all">
              {issued.key}
            </code>
          </div>
        )}
      </section>

      <section
        aria-labelledby="api-keys-heading"
        className="rounded-2xl border border-border bg-card p-5 sm:p-6"
      >
        <h2 id="api-keys-heading" className="flex items-center gap-2 text-lg font-semibold">
          <KeyRound className="size-5" aria-hidden />
          {keys ? apiKeyCountLabel(keys.length) : 'API Keys'}
        </h2>
        {!keys && !error && (
          <div className="mt-4 grid gap-2" role="status" aria-label="Loading API keys">
            <Skeleton className="h-14 w-full" />
          </div>
        )}
        {error && (
          <p role="alert" className="mt-4 text-sm text-destructive">
            The API keys could not be loaded: {serverMessage(error)}
          </p>
        )}
        {keys?.length === 0 && (
          <p className="mt-4 text-sm text-muted-foreground">No API keys issued yet.</p>
        )}
        {keys && keys.length > 0 && (
          <ul data-testid="api-keys" className="mt-4 divide-y divide-border">
            {keys.map((key) => (
              <li
                key={key.id}
                data-testid="api-key"
                className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="grid gap-1">
                  <span className="font-medium">{key.name}</span>
                  <code className="text-xs text-muted-foreground">{key.prefix}…</code>
                  <span className="flex flex-wrap gap-2 text-sm text-muted-foreground">
                    <Badge variant={key.revokedAt ? 'outline' : 'accent'}>
                      {key.revokedAt ? 'Revoked' : 'Active'}
                    </Badge>
                    {key.scopes.map((scope) => (
                      <Badge key={scope} variant="premium">
                        {scope}
                      </Badge>
                    ))}
                    <span>{key.rateLimitPerMinute}/min</span>
                  </span>
                </div>
                <div className="flex items-center gap-4 text-sm">
                  <dl className="grid grid-cols-2 gap-x-4 text-right">
                    <dt className="text-muted-foreground">Today</dt>
                    <dd data-testid="api-key-usage-today" className="font-medium">
                      {key.usageToday}
                    </dd>
                    <dt className="text-muted-foreground">7 days</dt>
                    <dd className="font-medium">{weeklyRequests(key)}</dd>
                  </dl>
                  {!key.revokedAt && (
                    <Button variant="outline" size="sm" onClick={() => revokeKey(key.id)}>
                      Revoke
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
