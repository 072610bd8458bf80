// @ts-check
const schema = require('./erasure/schema.json');

module.exports = { erasure: { schema } };
