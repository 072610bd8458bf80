// @ts-check
const requests = require('./requests');

module.exports = { requests };
