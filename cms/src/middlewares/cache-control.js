// Strapi loads every file of this folder as a middleware: the rules and their tests live in
// src/http/cache-control.js.
module.exports = require('../http/cache-control');
