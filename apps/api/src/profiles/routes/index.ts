import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  anyProfileSchema,
  employerProfilePatchSchema,
  professionalProfilePatchSchema,
  type UserType,
} from '@talent/shared';
import { forbidden } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { findUserById } from '../../db/signed-in-users.js';
import { loadProfile } from '../profile-view.js';
import { readProfileForm } from '../profile-form.js';
import { saveProfile } from '../profile-save.js';

const upload = z.string().meta({ format: 'binary' });

/**
 * What the save calls take: a JSON patch or a multipart form whose schema depends on the user type, so the
 * handler reads it and validates it by the caller's type.
 */
const saveBodyDoc = z.union([
  professionalProfilePatchSchema.extend({ cv: upload.optional(), profile_photo: upload.optional() }),
  employerProfilePatchSchema.extend({ company_logo: upload.optional() }),
]);

/** Only professionals and employers have a profile to save. */
function profileType(request: FastifyRequest): UserType {
  const type = currentUser(request).userType;
  if (type !== 'professional' && type !== 'employer') throw forbidden('unauthorizedUserType', 'no_profile_type');
  return type;
}

const saveDoc = {
  tags: ['profile'],
  security: [{ bearerAuth: [] }],
  consumes: ['application/json', 'multipart/form-data'],
  description:
    'JSON, or multipart/form-data with the files (cv: PDF up to 5 MB; profile_photo and company_logo: PNG or ' +
    'JPEG up to 2 MB; the type is read from the bytes). Fields of the other user type are refused. ' +
    'Returns the profile as stored.',
};

const profile: FastifyPluginAsyncZod = async (app) => {
  /** The profile as stored after a save (the names live on the user, re-read too). */
  const savedProfile = async (userId: string) =>
    (await loadProfile(app.ctx, (await findUserById(app.ctx.db, userId))!)).profile;

  app.get(
    '/api/profile/',
    {
      schema: {
        tags: ['profile'],
        summary: "The signed-in user's profile",
        security: [{ bearerAuth: [] }],
        response: { 200: anyProfileSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => (await loadProfile(app.ctx, currentUser(request))).profile,
  );

  app.patch(
    '/api/profile/',
    {
      schema: { ...saveDoc, summary: 'Update the profile (created when missing)', response: { 200: anyProfileSchema } },
      config: { bodyReadByHandler: saveBodyDoc.optional() },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      const type = profileType(request);
      await saveProfile(app.ctx, user, type, await readProfileForm(request, type));
      return savedProfile(user.id);
    },
  );

  app.post(
    '/api/profile/',
    {
      schema: {
        ...saveDoc,
        summary: 'Create the profile (the CV step when none exists); updates it when it exists',
        response: { 200: anyProfileSchema, 201: anyProfileSchema },
      },
      config: { bodyReadByHandler: saveBodyDoc.optional() },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const type = profileType(request);
      const created = await saveProfile(app.ctx, user, type, await readProfileForm(request, type));
      return reply.code(created ? 201 : 200).send(await savedProfile(user.id));
    },
  );
};

export default profile;
