/**
 * What the editors read beside every field of the Content Manager: a label in their words, a
 * description of what the site does with it (where it cuts, what is required), and a
 * placeholder. Applied on every start (configure-fields.js), so a fresh CMS has it.
 *
 * The limits are the site's own (src/lib/blog/constants.ts BLOG; fields.test.js holds them
 * together, since the CMS is deployed without the site's code).
 */
const LIMITS = { titleCard: 50, titleHome: 45, excerptCard: 140 };

const FIELD_HELP = {
  'api::blog.blog': {
    title: {
      label: 'Title',
      description: `The post's heading. Cards on the blog show its first ${LIMITS.titleCard} characters, the home page's carousel ${LIMITS.titleHome}: put the words that matter first.`,
      placeholder: 'e.g. Core Web Vitals Explained for Business Owners',
    },
    slug: {
      label: 'Web address (slug)',
      description:
        "The end of the post's address: /blog/<slug>. Leave it empty and it is made from the title when you save. Once the post is published, keep it: a changed slug changes the address that people and search engines already have.",
      placeholder: 'made from the title when you save',
    },
    content: {
      label: 'Article text',
      description: `The body of the post: headings, paragraphs, lists, quotes, code, links and images. Cards show the first ${LIMITS.excerptCard} characters as the summary.`,
    },
    coverImage: {
      label: 'Cover image',
      description:
        'Shown at the top of the post and on its card. Required before publishing: its alternative text (the image\'s pencil button → "Alternative text"), describing what it shows.',
    },
    category: {
      label: 'Category',
      description: 'One category; the blog can be filtered by it. Manage the list under Content Manager → Category.',
    },
    author: {
      label: 'Author',
      description: 'Shown with name and photo at the top of the post, and an "About the Author" card when the author has a bio.',
    },
    seo: {
      label: 'SEO and social',
      description:
        "Optional: how the post shows in search results and shared links. Each empty field falls back to the post's title, its first words, and a card drawn from its title, category and author.",
    },
    publishAt: {
      label: 'Publish at (scheduled)',
      description:
        'Leave empty to publish with the Publish button. Or set a date and time and save the draft: the post goes live then (checked every minute) and the site is rebuilt, with no one at the keyboard.',
    },
  },
  'api::category.category': {
    name: {
      label: 'Name',
      description: "Shown on post cards, on the post and in the blog's category filter. Keep it short (one or two words).",
      placeholder: 'e.g. SEO',
    },
  },
  'shared.seo': {
    metaTitle: {
      label: 'Title in search results',
      description: "Up to 70 characters; empty: the post's title.",
      placeholder: "the post's title",
    },
    metaDescription: {
      label: 'Description in search results',
      description: 'Up to 160 characters that make someone click; empty: the start of the article text.',
    },
    shareImage: {
      label: 'Image for shared links',
      description: '1200 × 630 pixels reads best; empty: a card drawn from the title, category and author.',
    },
    noindex: {
      label: 'Hide from search engines',
      description: 'On: search engines are asked not to list this post (it stays on the blog for visitors).',
    },
  },
  'api::redirect.redirect': {
    from: {
      label: 'Old address',
      description:
        'A path of this site that no longer exists, starting with a slash (/old-page). Not a live page, and not another site. A published post whose slug you change gets one by itself.',
      placeholder: '/old-page',
    },
    to: {
      label: 'New address',
      description: 'Where visitors of the old address are sent: a path of this site (/blog/new-post). Used at the next rebuild.',
      placeholder: '/blog/new-post',
    },
    permanent: {
      label: 'Permanent',
      description: 'On (301) when the page moved for good: search engines move it too. Off (302) for a temporary detour.',
    },
  },
  'api::author.author': {
    name: { label: 'Name', description: 'Shown at the top of each of their posts.', placeholder: 'e.g. Maya Chen' },
    bio: {
      label: 'Short bio',
      description: 'Two or three sentences for the "About the Author" card at the end of their posts. Leave empty to show no card.',
    },
    avatar: {
      label: 'Photo',
      description: 'A square photo, shown small beside their name. Without one, the first letter of the name is shown.',
    },
  },
};

/**
 * A Content Manager configuration with the help of `help` written into the edit view's
 * metadatas (label, description, placeholder) and the list view's labels; everything else kept.
 * @typedef {{ label: string, description?: string, placeholder?: string }} FieldHelp
 * @typedef {{ edit?: Record<string, unknown> & { placeholder?: string }, list?: Record<string, unknown> }} FieldMetadata
 * @param {{ metadatas?: Record<string, FieldMetadata> }} configuration @param {Record<string, FieldHelp>} help
 */
function withFieldHelp(configuration, help) {
  const metadatas = { ...(configuration.metadatas ?? {}) };
  for (const [field, text] of Object.entries(help)) {
    const current = metadatas[field] ?? {};
    metadatas[field] = {
      ...current,
      edit: {
        ...(current.edit ?? {}),
        label: text.label,
        description: text.description ?? '',
        placeholder: text.placeholder ?? current.edit?.placeholder ?? '',
      },
      list: { ...(current.list ?? {}), label: text.label },
    };
  }
  return { ...configuration, metadatas };
}

module.exports = { FIELD_HELP, LIMITS, withFieldHelp };
