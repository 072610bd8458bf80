const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::enquiry.enquiry');
