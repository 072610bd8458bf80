import * as React from 'react';
import { Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { postStatusWords } from './words.js';

/** Whether the live site shows the post's last publish, asked again every 15 seconds. @param {{ documentId: string }} props */
export function LiveStatus({ documentId }) {
  const { get } = useFetchClient();
  const [words, setWords] = React.useState('');
  React.useEffect(() => {
    let on = true;
    const load = async () => {
      const { data } = /** @type {{ data: { data: { post: { state: string } } } }} */ (
        await get(`/rebuilds/status?documentId=${encodeURIComponent(documentId)}`)
      );
      if (on) setWords(postStatusWords(data.data.post));
    };
    load();
    const every = setInterval(load, 15_000);
    return () => {
      on = false;
      clearInterval(every);
    };
  }, [get, documentId]);
  return (
    <Typography variant="omega" textColor="neutral800" data-testid="live-status">
      {words}
    </Typography>
  );
}
