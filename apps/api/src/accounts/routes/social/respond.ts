import type { FastifyReply } from 'fastify';
import { SOCIAL_PROVIDER_NAMES } from '@talent/shared';
import type { SessionClient } from '../../../lib/device-kind.js';
import { detailBody } from '../../../lib/errors.js';
import type { AppContext } from '../../../context.js';
import { signIn } from '../../accounts.js';
import { signLinkToken, signSignupToken } from '../../social/flow-tokens.js';
import type { SocialOutcome } from '../../social/social-accounts.js';

/**
 * The answer of a finished social sign-in: the login response (201 when the account was just created), or 409 with
 * a single-use sign-up token when a new person must first choose their role, or with a link token when an account
 * with the e-mail exists and its password must be given to link it.
 */
export async function respondToSocialSignIn(
  ctx: AppContext,
  outcome: SocialOutcome,
  client: SessionClient,
  reply: FastifyReply,
) {
  if (outcome.kind === 'user-type-required') {
    const { identity } = outcome;
    return reply.code(409).send({
      ...detailBody('socialUserTypeRequired', 'user_type_required' as const),
      signup_token: await signSignupToken(ctx.secret, identity),
      email: identity.email,
      first_name: identity.firstName,
    });
  }
  if (outcome.kind === 'link-password-required') {
    const { identity, user } = outcome;
    return reply.code(409).send({
      ...detailBody(
        { key: 'socialLinkPasswordRequired', params: { provider: SOCIAL_PROVIDER_NAMES[identity.provider] } },
        'link_password_required' as const,
      ),
      link_token: await signLinkToken(ctx.secret, identity, user.id),
      email: user.email,
      provider: identity.provider,
    });
  }
  const session = await signIn(ctx, outcome.user, {
    how: { method: outcome.created ? 'registration' : 'social', provider: outcome.provider, client },
  });
  return reply.code(outcome.created ? 201 : 200).send({ ...session, created: outcome.created });
}
