const { uploadPluginConfig } = require('../src/storage/uploads');
const { privacySeam } = require('../src/enquiry/privacy-seam');

module.exports = () => ({
  // Uploads on S3-compatible object storage when UPLOAD_S3_BUCKET is set, else on this host's disk (src/storage/uploads.js).
  ...uploadPluginConfig(process.env),
  // Privacy requests: an administrator finds, hands over and erases one person's enquiries
  // (src/plugins/privacy/), given the app's enquiries and erasure log through one seam.
  privacy: { enabled: true, resolve: './src/plugins/privacy', config: privacySeam(process.env) },
  // Where the site's rebuild stands, for editors: the home page's widget, a post's panel, Rebuild now (src/plugins/rebuilds/).
  rebuilds: { enabled: true, resolve: './src/plugins/rebuilds' },
});
