import { describe, expect, it, vi } from 'vitest';
import editorsAdmin from './editors-admin.js';

const { MARKETPLACE, hideFromContentManager, withoutMarketplace } = editorsAdmin;

describe('the admin as editors need it', () => {
  it('takes the visitors’ User collection out of the Content Manager, keeping its other options', () => {
    const user = { pluginOptions: { 'content-type-builder': { visible: false } } };
    const blog = { pluginOptions: {} };
    const models = { 'plugin::users-permissions.user': user, 'api::blog.blog': blog };
    hideFromContentManager({ contentType: (uid) => models[uid] });
    expect(user.pluginOptions).toEqual({ 'content-type-builder': { visible: false }, 'content-manager': { visible: false } });
    expect(blog.pluginOptions).toEqual({});
  });
  it('unregisters the marketplace’s permission and removes it from every role', async () => {
    const actionProvider = { delete: vi.fn(async () => {}) };
    const deleteMany = vi.fn(async () => ({ count: 1 }));
    await withoutMarketplace({ service: () => ({ actionProvider }), db: { query: () => ({ deleteMany }) } });
    expect(actionProvider.delete).toHaveBeenCalledWith(MARKETPLACE);
    expect(deleteMany).toHaveBeenCalledWith({ where: { action: 'admin::marketplace.read' } });
  });
});
