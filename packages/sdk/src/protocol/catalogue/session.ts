import { group } from './group'

/** Session: visitors, logins, registration, the profile and the balance. */
export const sessionPaths = /* @__PURE__ */ group(
  { auth: 'V', encoding: 'form' },
  {
    userCreate: ['/app/api/visitor/create', { auth: 'none' }],
    userClogin: '/app/api/visitor/login',
    userCreateAccount: '/app/api/member/create/account',
    userRegisteLogin: ['/app/api/member/login/account', { auth: 'none' }],
    userLogin: ['/app/api/member/login/auto', { auth: 'none' }],
    userInfo: '/app/api/member/profile',
    userInfoEdit: '/app/api/member/profile/edit',
    userLoginOut: ['/app/api/member/logout', { auth: 'M' }],
    userUpdatePwd: ['/app/api/member/pwd/edit', { auth: 'R' }],
    userTryPlay: '/app/api/member/create/try-play/account',
    authLogin: ['/open/member/login', { auth: 'none' }],
    addAccount: ['/app/api/member/login/account/add', { auth: 'R' }],
    setUserType: ['app/api/user/type', { auth: 'none' }],
    memberLimits: ['/trade/member/limits', { auth: 'M' }],
    changeCurrency: ['/app/api/member/change/currency', { auth: 'M' }],
    userBalance: ['/app/api/wallet/balance', { auth: 'M' }],
    openBalance: ['/open/v2/wallet/balance', { auth: 'M', channelOnly: true }],
  },
)
