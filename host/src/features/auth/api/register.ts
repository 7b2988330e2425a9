import { request, type CallOptions, withOptions } from '@mall/api-client';
import type { EmailRegistration, LoginResponse, PhoneRegistration, VisitorRegistration } from '@mall/contract';
import { dialCodeNumber, dialCodeWithPlus } from '@mall/api-client/calls';
import * as endpoints from '@mall/contract/endpoints';

/** POST /api/front/login/register/visitor (strategy `local3`): guest entry; the dial code is a number. */
export function registerVisitor(body: VisitorRegistration, options?: CallOptions): Promise<LoginResponse> {
  return request<LoginResponse>({
    method: 'POST',
    url: endpoints.registerVisitor,
    data: { countryCode: dialCodeNumber(body.countryCode), email: body.email, phone: body.phone },
    ...withOptions(options),
  });
}

/** POST /api/front/login/register/email (strategy `local4`). */
export function registerWithEmail(body: EmailRegistration, options?: CallOptions): Promise<LoginResponse> {
  return request<LoginResponse>({
    method: 'POST',
    url: endpoints.registerEmail,
    data: { email: body.email, captcha: body.captcha, password: body.password },
    ...withOptions(options),
  });
}

/** POST /api/front/login/register/mobile (strategy `local5`). */
export function registerWithPhone(body: PhoneRegistration, options?: CallOptions): Promise<LoginResponse> {
  return request<LoginResponse>({
    method: 'POST',
    url: endpoints.registerMobile,
    data: {
      countryCode: dialCodeWithPlus(body.countryCode),
      captcha: body.captcha,
      phone: body.phone,
      password: body.password,
    },
    ...withOptions(options),
  });
}
