/** What the address brings when the site opens (DESIGN.md section 3). */
export interface AddressHints {
  /** `?passcode=BASE64(uid|token)` (spec section 2). */
  passCode: string | null
  /** `?code=` or `#/register/CODE` (spec section 5). */
  invitationCode: string | null
}

const registerWithCode = /^#\/register\/([^/?#]+)/

export function readAddress(location: Pick<Location, 'search' | 'hash'>): AddressHints {
  const query = new URLSearchParams(location.search)
  const fromHash = registerWithCode.exec(location.hash)?.[1]
  return {
    passCode: query.get('passcode'),
    invitationCode: query.get('code') || (fromHash ? decodeURIComponent(fromHash) : null),
  }
}
