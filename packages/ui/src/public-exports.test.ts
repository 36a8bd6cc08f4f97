import { describe, expect, it } from 'vitest'
import * as ui from './index'

// Pins the runtime exports of @sportsbook/ui: a change here is a change of the published API.
describe('public exports', () => {
  it('names every component, hook and helper of the package', () => {
    expect(Object.keys(ui).sort()).toEqual(
      [
        'AccountMenu',
        'AgreementDialog',
        'BalanceDisplay',
        'BrandLogo',
        'ChangePasswordDialog',
        'ComingSoon',
        'ConfigurationError',
        'Dialog',
        'LanguageDropdown',
        'LoginWindow',
        'RegistrationForm',
        'SiteHeader',
        'SportsbookProvider',
        'TextField',
        'ToastProvider',
        'Toaster',
        'atomOfStore',
        'cleanCredential',
        'cleanInvitationCode',
        'confirmPasswordError',
        'createSportsbookAtoms',
        'createToastStore',
        'credentialMaxLength',
        'invitationCodeError',
        'invitationCodeMaxLength',
        'isSiteLocale',
        'languageFlags',
        'loadCatalog',
        'localeNames',
        'localeTags',
        'passwordError',
        'siteLocales',
        'siteMessages',
        'sourceLocale',
        'useBalances',
        'useBetSelection',
        'useBetSlip',
        'useLanguage',
        'useLanguageCatalog',
        'useSession',
        'useSportsbook',
        'useSportsbookEvent',
        'useToasts',
        'useUser',
        'usernameError',
      ].sort(),
    )
  })

  it('gives every component a display name', () => {
    const components = [
      ui.AccountMenu,
      ui.AgreementDialog,
      ui.BalanceDisplay,
      ui.BrandLogo,
      ui.ChangePasswordDialog,
      ui.ComingSoon,
      ui.ConfigurationError,
      ui.Dialog,
      ui.LanguageDropdown,
      ui.LoginWindow,
      ui.RegistrationForm,
      ui.SiteHeader,
      ui.SportsbookProvider,
      ui.TextField,
      ui.ToastProvider,
      ui.Toaster,
    ]
    for (const component of components) expect(component.displayName).toBe(component.name)
  })
})
