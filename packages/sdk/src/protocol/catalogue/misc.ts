import { group } from './group'

/** Misc: notices, red envelopes and the captcha, and the operators' paths that publish notices and red envelopes. */
export const miscPaths = /* @__PURE__ */ group(
  { auth: 'V', encoding: 'form' },
  {
    notices: 'app/api/notice/list',
    noticePage: 'app/api/notice/page/list',
    redEnvelopeActivity: ['app/api/member/red/envelope/activity', { auth: 'M' }],
    redEnvelopeParticipate: ['app/api/red/envelope/activity/participate', { auth: 'R', idempotent: true }],
    noticeCreate: ['/app/api/internal/notice/create', { auth: 'O' }],
    redEnvelopeCreate: ['/app/api/internal/red-envelope/create', { auth: 'O' }],
    captchaGet: ['app/api/captcha/get', { auth: 'none' }],
    captchaCheck: ['app/api/captcha/check', { auth: 'none' }],
    captcha: ['/app/api/captcha', { auth: 'none' }],
  },
)
