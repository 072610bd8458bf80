/**
 * What the admin says of rebuilds, in an editor's words (never CI's). Times come as ISO strings
 * from the server and are shown in the editor's own clock by `time`.
 */

/** @param {string} iso */
export const clock = (iso) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * Whether the live site shows a post's last publish (the server's liveStatus).
 * @param {{ state: string, since?: string, at?: string, shows?: string | null }} status
 * @param {(iso: string) => string} [time]
 */
export function postStatusWords(status, time = clock) {
  switch (status.state) {
    case 'live':
      return `Live since ${time(String(status.since))}.`;
    case 'waiting':
      return `Waiting for the rebuild started at ${time(String(status.since))}. The blog list, the home page and the category pages show it once that rebuild is live.`;
    case 'failed':
      return `The rebuild failed at ${time(String(status.at))}: the site still shows ${status.shows ? `the version of ${time(status.shows)}` : 'an earlier version'}. The team has been told.`;
    case 'unpublished':
      return 'Not published: the site does not show this post.';
    default:
      return 'No rebuild has been asked for since this was published.';
  }
}

/**
 * One rebuild in the widget's list.
 * @param {{ state: string, reason: string, askedAt: string, startedAt?: string | null, endedAt?: string | null, failedStep?: string | null }} rebuild
 * @param {(iso: string) => string} [time]
 */
export function rebuildWords(rebuild, time = clock) {
  const why =
    rebuild.reason === 'Rebuild now'
      ? 'Asked for by an editor'
      : rebuild.reason.startsWith('entry.')
        ? 'After a change was published'
        : `After ${rebuild.reason}`;
  switch (rebuild.state) {
    case 'asked':
      return `${why} at ${time(rebuild.askedAt)}: waiting to start.`;
    case 'running':
      return `${why}: running since ${time(rebuild.startedAt ?? rebuild.askedAt)}.`;
    case 'live':
      return `${why}: live at ${time(rebuild.endedAt ?? rebuild.askedAt)}.`;
    case 'failed':
      return `${why}: failed at ${time(rebuild.endedAt ?? rebuild.askedAt)}${rebuild.failedStep ? ` (${rebuild.failedStep})` : ''}. The site still shows the version before it.`;
    default:
      return `${why}: replaced by a newer rebuild.`;
  }
}
