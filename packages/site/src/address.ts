/** What the address brings when the site opens (DESIGN.md section 3). */
export interface AddressHints {
  /** `?passcode=BASE64(uid|token)` (spec section 2). */
  passCode: string | null
  /**
   * `?code=` or `#/register/CODE` (spec section 5). An empty string when the address has `?code=` with no value:
   * the player followed an invitation link that lost its code, so the registration form asks for it.
   */
  invitationCode: string | null
}

const registerWithCode = /^#\/register\/([^/?#]+)/

export function readAddress(location: Pick<Location, 'search' | 'hash'>): AddressHints {
  const query = new URLSearchParams(location.search)
  const fromQuery = query.get('code')?.trim() ?? null
  const fromHash = registerWithCode.exec(location.hash)?.[1]
  return {
    passCode: query.get('passcode'),
    invitationCode: fromQuery || (fromHash ? decodeURIComponent(fromHash) : fromQuery),
  }
}
