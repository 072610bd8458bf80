import * as React from 'react';
import { ArrowClockwise } from '@strapi/icons';

/**
 * The admin panel's side of the rebuilds plugin: a widget on the home page with the last rebuilds
 * and Rebuild now (for whoever holds its permission), and a panel on a post's edit view saying
 * whether the live site shows its last publish.
 */
const PLUGIN = 'rebuilds';

export default {
  /** @param {import('@strapi/strapi/admin').StrapiApp} app */
  register(app) {
    app.widgets.register({
      icon: ArrowClockwise,
      title: { id: `${PLUGIN}.widget.title`, defaultMessage: 'Site rebuilds' },
      component: async () => (await import('./RebuildsWidget.jsx')).RebuildsWidget,
      pluginId: PLUGIN,
      id: 'last-rebuilds',
    });
    app.registerPlugin({ id: PLUGIN, name: 'Site rebuilds' });
  },
  /** @param {any} app */
  bootstrap(app) {
    app.getPlugin('content-manager').apis.addEditViewSidePanel([
      // Only a Blog post goes out with a rebuild that editors wait for.
      (/** @type {{ model: string, documentId?: string }} */ props) =>
        props.model === 'api::blog.blog' && props.documentId ? livePanel(props.documentId) : null,
    ]);
  },
};

/** @param {string} documentId */
function livePanel(documentId) {
  return { title: 'On the live site', content: <LazyLiveStatus documentId={documentId} /> };
}

const LiveStatus = React.lazy(async () => ({ default: (await import('./LiveStatus.jsx')).LiveStatus }));
/** @param {{ documentId: string }} props */
function LazyLiveStatus({ documentId }) {
  return (
    <React.Suspense fallback={null}>
      <LiveStatus documentId={documentId} />
    </React.Suspense>
  );
}
