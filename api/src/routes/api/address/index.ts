import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope, MessageEnvelope, Nullable } from '../../../schemas/common';
import {
  AddressAllList,
  AddressEditBody,
  AddressIdBody,
  AddressListQuery,
  AddressPage,
  AddressParams,
  UserAddress,
} from '../../../schemas/address';
import { addressFieldErrors } from '../../../services/address/address-field-errors';
import '../../../services/address/messages';
import * as endpoints from '../../../lib/endpoints';

/** The signed-in shopper's address book (the contract's /api/front/address/** endpoints). Another shopper's address id is not found, everywhere. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['address'];
  app.setSchemaErrorFormatter(addressFieldErrors);

  app.get(
    endpoints.addressList,
    {
      schema: {
        tags,
        summary: 'Addresses, paged (the storefront sends no page: 20 per page)',
        querystring: AddressListQuery,
        response: { 200: Envelope(AddressPage, 'PageInfo<UserAddress>, the default first') },
      },
    },
    async (req) => ok(await app.addressBook.list(req.userId!, req.query)),
  );

  app.get(
    endpoints.addressAllList,
    {
      schema: {
        tags,
        summary: 'Every address, as a plain array (order confirmation)',
        response: { 200: Envelope(AddressAllList, 'UserAddress[], the default first') },
      },
    },
    async (req) => ok(await app.addressBook.all(req.userId!)),
  );

  app.get(
    endpoints.addressDetail,
    {
      schema: {
        tags,
        summary: 'One address',
        params: AddressParams,
        response: { 200: Envelope(UserAddress, 'UserAddress; code 404 for an unknown or another shopper’s address') },
      },
    },
    async (req) => ok(await app.addressBook.detail(req.userId!, req.params.id)),
  );

  app.get(
    endpoints.addressDefault,
    {
      schema: {
        tags,
        summary: 'The default address',
        response: { 200: Envelope(Nullable(UserAddress), 'UserAddress, or null when the shopper has no address') },
      },
    },
    async (req) => ok(await app.addressBook.getDefault(req.userId!)),
  );

  app.post(
    endpoints.addressEdit,
    {
      schema: {
        tags,
        summary: 'Create (no id) or update an address',
        description:
          'realName, detail and postCode are required (a missing or bad field answers code 400 with that ' +
          'field’s message); postCode is text of 3–10 letters, digits, spaces or hyphens (the original kept an integer ' +
          'and lost leading zeros). With countryCode 86 the phone must be a Chinese mobile number (11 digits from 13x ' +
          'to 19x); other countries’ numbers are not checked beyond their shape. The first address becomes the ' +
          'default; isDefault true moves the default here (at most one default), false on the default leaves none.',
        body: AddressEditBody,
        response: { 200: Envelope(UserAddress, 'The saved address; code 404 when updating another shopper’s address') },
      },
    },
    async (req) => ok(await app.addressBook.save(req.userId!, req.body), 'address.saved'),
  );

  app.post(
    endpoints.addressDelete,
    {
      schema: {
        tags,
        summary: 'Delete an address (the newest other address becomes the default if it was)',
        description:
          'Deleting the default address promotes the newest remaining address to default, so a shopper with ' +
          'addresses always has one to preselect at checkout; deleting the last address leaves none.',
        body: AddressIdBody,
        response: { 200: MessageEnvelope('"Address deleted"; code 404 for an unknown or another shopper’s address') },
      },
    },
    async (req) => {
      await app.addressBook.remove(req.userId!, req.body.id);
      return ok(null, 'address.deleted');
    },
  );

  app.post(
    endpoints.addressSetDefault,
    {
      schema: {
        tags,
        summary: 'Make an address the default',
        body: AddressIdBody,
        response: { 200: MessageEnvelope('"Default address set"; code 404 for an unknown or another shopper’s address') },
      },
    },
    async (req) => {
      await app.addressBook.setDefault(req.userId!, req.body.id);
      return ok(null, 'address.defaultSet');
    },
  );
};

export default routes;
