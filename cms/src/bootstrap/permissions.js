/**
 * Public role: read-only `find` and `findOne` on the given content types, and nothing else
 * (any other permission the public role has is removed).
 * @param {CmsStrapi} strapi @param {string[]} uids
 */
async function grantPublicRead(strapi, uids) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('The users-permissions plugin has no public role.');
  const wanted = uids.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]);
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const existing = await permissions.findMany({ where: { role: role.id } });
  for (const p of existing) {
    if (!wanted.includes(p.action)) await permissions.delete({ where: { id: p.id } });
  }
  const have = new Set(existing.map((p) => p.action));
  for (const action of wanted) {
    if (!have.has(action)) await permissions.create({ data: { action, role: role.id } });
  }
}

module.exports = { grantPublicRead };
