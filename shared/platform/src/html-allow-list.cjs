// The HTML a product description or a merchant's text may keep (html-allow-list.json): the API cleans what it stores
// with it and the storefront cleans what it shows with it.
module.exports = require('./html-allow-list.json');
