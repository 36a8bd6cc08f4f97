import type { LanguageCode } from '../i18n/languages'

/** The user agreement the registration screen links to (spec section 2): its name in every language. */
const names: Record<LanguageCode, string> = {
  en: 'User Agreement',
  zht: '用戶協議',
  zh: '用户协议',
  id: 'Perjanjian Pengguna',
  ko: '이용 약관',
  th: 'ข้อตกลงผู้ใช้',
  ja: '利用規約',
  kh: 'កិច្ចព្រមព្រៀងអ្នកប្រើប្រាស់',
  in: 'Perjanjian Pengguna',
  hi: 'उपयोगकर्ता अनुबंध',
  br: 'Contrato de Usuário',
  vi: 'Thỏa thuận người dùng',
  ms: 'Perjanjian Pengguna',
  pt: 'Acordo de Utilizador',
}

const english = `1. Who may play. You must be at least 18 years old, or of legal gambling age where you live if that is higher, and gambling must be lawful for you. We may ask you to prove your age and identity at any time.
2. Your account. You hold one account. Keep your password secret: whatever is done with your account counts as done by you. Tell us at once if you think someone else has used it.
3. Bets. A bet stands once we have confirmed it. Odds may change until then; if they change, you decide whether to accept the new odds. We may refuse or limit any bet. Obvious errors in odds or results may be corrected.
4. Money. Balances are shown per currency. Deposits and withdrawals follow the rules shown on the wallet pages; withdrawals need your withdraw password and may be reviewed. Demo money has no value and can never be withdrawn.
5. Peer market. When you open a bank or invest in one, your capital is held until the match is settled, and a commission is taken on a bank's net win as shown before you confirm.
6. Fair play. Cheating, collusion, using several accounts or automated tools to gain an advantage is forbidden; we may void bets and close accounts involved.
7. Responsible gaming. Play only with money you can afford to lose. You may ask us to limit your stakes or to close your account for a period.
8. Privacy. We keep the data needed to run your account and meet our legal duties, and never sell it.
9. Changes. We may change this agreement; we will show the new version before it applies to you. If you do not accept it, you may close your account and withdraw your balance.`

const chinese = `1. 参与资格：您必须年满 18 周岁（若当地法定博彩年龄更高，则以当地为准），且博彩对您合法。我们可随时要求您证明年龄和身份。
2. 账户：每人仅可持有一个账户。请妥善保管密码：使用您账户进行的一切操作均视为您本人所为。如发现他人使用您的账户，请立即通知我们。
3. 投注：投注经我们确认后生效。确认前赔率可能变化，由您决定是否接受新赔率。我们可拒绝或限制任何投注，并可更正明显错误的赔率或结果。
4. 资金：余额按币种显示。充值和提现遵循钱包页面所示规则；提现需要提现密码并可能经过审核。试玩币没有价值，永远不能提现。
5. 庄家市场：开设庄家盘口或参与投资时，您的本金将被冻结至赛事结算，庄家净赢利将按确认前所示比例收取佣金。
6. 公平游戏：禁止作弊、串通、使用多个账户或自动化工具获利；我们可作废相关投注并关闭相关账户。
7. 理性娱乐：请只用您能承受损失的钱参与。您可要求我们限制投注额或暂时关闭账户。
8. 隐私：我们仅保存运营账户和履行法律义务所需的数据，绝不出售。
9. 变更：我们可修改本协议，并会在新版本生效前向您展示。若您不接受，可关闭账户并提取余额。`

const traditional = `1. 參與資格：您必須年滿 18 歲（若當地法定博彩年齡更高，則以當地為準），且博彩對您合法。我們可隨時要求您證明年齡和身分。
2. 帳戶：每人僅可持有一個帳戶。請妥善保管密碼：使用您帳戶進行的一切操作均視為您本人所為。如發現他人使用您的帳戶，請立即通知我們。
3. 投注：投注經我們確認後生效。確認前賠率可能變化，由您決定是否接受新賠率。我們可拒絕或限制任何投注，並可更正明顯錯誤的賠率或結果。
4. 資金：餘額按幣種顯示。儲值和提款遵循錢包頁面所示規則；提款需要提款密碼並可能經過審核。試玩幣沒有價值，永遠不能提款。
5. 莊家市場：開設莊家盤口或參與投資時，您的本金將被凍結至賽事結算，莊家淨贏利將按確認前所示比例收取佣金。
6. 公平遊戲：禁止作弊、串通、使用多個帳戶或自動化工具獲利；我們可作廢相關投注並關閉相關帳戶。
7. 理性娛樂：請只用您能承受損失的錢參與。您可要求我們限制投注額或暫時關閉帳戶。
8. 隱私：我們僅保存營運帳戶和履行法律義務所需的資料，絕不出售。
9. 變更：我們可修改本協議，並會在新版本生效前向您展示。若您不接受，可關閉帳戶並提取餘額。`

/** Brazilian Portuguese (br): você, senha, saque. */
const brazilian = `1. Quem pode jogar. Você deve ter pelo menos 18 anos, ou a idade legal para apostas onde vive se for maior, e as apostas devem ser legais para você. Podemos pedir prova de idade e identidade a qualquer momento.
2. A sua conta. Cada pessoa tem uma conta. Guarde a senha em segredo: tudo o que for feito com a sua conta conta como feito por você. Avise-nos logo se achar que outra pessoa a usou.
3. Apostas. Uma aposta vale depois de confirmada por nós. Até lá as odds podem mudar; se mudarem, você decide se aceita as novas odds. Podemos recusar ou limitar qualquer aposta e corrigir erros evidentes de odds ou resultados.
4. Dinheiro. Os saldos aparecem por moeda. Depósitos e saques seguem as regras das páginas da carteira; saques exigem a senha de saque e podem ser revistos. Dinheiro de demonstração não tem valor e nunca pode ser sacado.
5. Mercado entre jogadores. Ao abrir uma banca ou investir numa, o seu capital fica retido até a liquidação do jogo, e é cobrada uma comissão sobre o ganho líquido da banca, como mostrado antes de confirmar.
6. Jogo limpo. Trapaça, conluio, uso de várias contas ou de ferramentas automáticas para obter vantagem são proibidos; podemos anular as apostas e fechar as contas envolvidas.
7. Jogo responsável. Jogue só com dinheiro que pode perder. Você pode pedir que limitemos as suas apostas ou que fechemos a sua conta por um período.
8. Privacidade. Guardamos os dados necessários para manter a sua conta e cumprir a lei, e nunca os vendemos.
9. Alterações. Podemos alterar este acordo; mostraremos a nova versão antes de ela se aplicar a você. Se não a aceitar, pode fechar a conta e sacar o saldo.`

/** European Portuguese (pt, the language brand 800001 forces): utilizador, palavra-passe, levantamento. */
const european = `1. Quem pode jogar. Tem de ter pelo menos 18 anos, ou a idade legal para apostas no seu país se esta for superior, e as apostas têm de ser legais para si. Podemos pedir-lhe prova de idade e identidade a qualquer momento.
2. A sua conta. Cada pessoa tem uma única conta. Mantenha a palavra-passe em segredo: tudo o que for feito com a sua conta conta como feito por si. Avise-nos de imediato se achar que outra pessoa a utilizou.
3. Apostas. Uma aposta é válida depois de a confirmarmos. Até lá, as cotas podem mudar; se mudarem, é o utilizador quem decide se aceita as novas cotas. Podemos recusar ou limitar qualquer aposta e corrigir erros evidentes de cotas ou resultados.
4. Dinheiro. Os saldos são apresentados por moeda. Os depósitos e levantamentos seguem as regras indicadas nas páginas da carteira; os levantamentos exigem a palavra-passe de levantamento e podem ser revistos. O dinheiro de demonstração não tem valor e nunca pode ser levantado.
5. Mercado entre jogadores. Ao abrir uma banca ou investir numa, o seu capital fica retido até à liquidação do jogo, e é cobrada uma comissão sobre o ganho líquido da banca, conforme indicado antes de confirmar.
6. Jogo limpo. É proibido fazer batota, conluio ou utilizar várias contas ou ferramentas automáticas para obter vantagem; podemos anular as apostas e encerrar as contas envolvidas.
7. Jogo responsável. Jogue apenas com dinheiro que pode perder. Pode pedir-nos que limitemos as suas apostas ou que encerremos a sua conta durante um período.
8. Privacidade. Guardamos os dados necessários para gerir a sua conta e cumprir as nossas obrigações legais, e nunca os vendemos.
9. Alterações. Podemos alterar este acordo; mostraremos a nova versão antes de se aplicar a si. Se não a aceitar, pode encerrar a conta e levantar o saldo.`

/** Languages with a translated text; the others show the English text (their `textLanguage` says `en`). */
const texts: Partial<Record<LanguageCode, string>> = {
  en: english,
  zh: chinese,
  zht: traditional,
  pt: european,
  br: brazilian,
}

export function agreementOf(languageCode: LanguageCode): {
  languageCode: string
  name: string
  text: string
  textLanguage: string
} {
  const text = texts[languageCode]
  return {
    languageCode,
    name: names[languageCode],
    text: text ?? english,
    textLanguage: text ? languageCode : 'en',
  }
}
