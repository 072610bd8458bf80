import * as React from 'react';
import { Box, Button, Flex, Link, Typography } from '@strapi/design-system';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import { rebuildWords } from './words.js';

/** @typedef {{ rebuilds: Array<{ state: string, reason: string, askedAt: string, startedAt?: string | null, endedAt?: string | null, failedStep?: string | null, runUrl?: string | null }>, canRebuild: boolean }} Status what GET /rebuilds/status answers */

/** The last rebuilds, newest first, and Rebuild now for whoever may ask for one. */
export function RebuildsWidget() {
  const { get, post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [status, setStatus] = React.useState(/** @type {Status | null} */ (null));
  const [asking, setAsking] = React.useState(false);
  const load = React.useCallback(
    async () => setStatus(/** @type {{ data: { data: Status } }} */ (await get('/rebuilds/status')).data.data),
    [get],
  );
  React.useEffect(() => {
    load();
    const every = setInterval(load, 15_000);
    return () => clearInterval(every);
  }, [load]);

  const rebuildNow = async () => {
    setAsking(true);
    try {
      await post('/rebuilds/now', {});
      toggleNotification({ type: 'success', message: 'A rebuild was asked for. This list shows when it is live.' });
    } catch (err) {
      const message = /** @type {any} */ (err)?.response?.data?.error?.message ?? 'The rebuild could not be asked for.';
      toggleNotification({ type: 'warning', message });
    } finally {
      setAsking(false);
      load();
    }
  };

  if (!status) return <Typography textColor="neutral600">Loading…</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={3} data-testid="rebuilds-widget">
      {status.rebuilds.length === 0 ? (
        <Typography textColor="neutral600">No rebuild yet. Publishing a post asks for one.</Typography>
      ) : (
        <Box tag="ul">
          {status.rebuilds.map((rebuild) => (
            <Box tag="li" key={`${rebuild.askedAt}-${rebuild.runUrl ?? ''}`} paddingBottom={2}>
              <Typography textColor={rebuild.state === 'failed' ? 'danger600' : 'neutral800'}>{rebuildWords(rebuild)}</Typography>
              {rebuild.runUrl && rebuild.state === 'failed' ? (
                <>
                  {' '}
                  <Link href={rebuild.runUrl} isExternal>
                    What went wrong
                  </Link>
                </>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
      {status.canRebuild ? (
        <Box>
          <Button variant="secondary" onClick={rebuildNow} loading={asking}>
            Rebuild now
          </Button>
        </Box>
      ) : null}
    </Flex>
  );
}
