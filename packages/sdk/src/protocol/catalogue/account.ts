import { group } from './group'

/**
 * Account security and identity: the contact address and its code, the forgotten password, two-step login and the
 * identity check of a registered member.
 */
export const accountPaths = /* @__PURE__ */ group(
  { auth: 'R', encoding: 'form' },
  {
    contact: '/app/api/member/contact',
    contactVerify: '/app/api/member/contact/verify',
    pwdForgot: ['/app/api/member/pwd/forgot', { auth: 'none' }],
    pwdReset: ['/app/api/member/pwd/reset', { auth: 'none' }],
    twoStepSetup: '/app/api/member/2fa/setup',
    twoStepEnable: '/app/api/member/2fa/enable',
    twoStepDisable: '/app/api/member/2fa/disable',
    twoStepLogin: ['/app/api/member/login/2fa', { auth: 'none' }],
    kyc: '/app/api/member/kyc',
  },
)
