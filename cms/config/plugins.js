const { uploadPluginConfig } = require('../src/storage/uploads');

// Uploads on S3-compatible object storage when UPLOAD_S3_BUCKET is set, else on this host's disk (src/storage/uploads.js).
module.exports = () => ({ ...uploadPluginConfig(process.env) });
