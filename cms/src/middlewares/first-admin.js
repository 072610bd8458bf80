// Strapi loads every file of this folder as a middleware: the rule and its tests live in
// src/security/first-admin.js.
const { closedRegistration } = require('../security/first-admin');

module.exports = () => closedRegistration();
