import type { LanguageCode } from './languages'

/** The sentences of envelope `msg`s. `{field}` is the request field's name. */
const en = {
  ok: 'Success',
  invalidField: 'Invalid or missing field: {field}',
  malformedBody: 'The request body could not be read',
  bodyTooLarge: 'The request body is too large',
  unsupportedContentType: 'This path does not accept this content type',
  notFound: 'Unknown path',
  forbidden: 'Your session is invalid or has expired, please log in again',
  notPermitted: 'This is not permitted for your account',
  usernameTaken: 'This username is already taken',
  wrongCredentials: 'Wrong account or password',
  unknownInvitation: 'Unknown invitation code',
  captchaRequired: 'Too many attempts: please enter the captcha',
  tooManyRequests: 'Too many requests from your address: please wait a moment and try again',
  wrongOldPassword: 'The old password is wrong',
  insufficientBalance: 'Insufficient balance',
  oddsChanged: 'The odds have changed; nothing was placed',
  marketUnavailable: 'This market or match is suspended, closed or finished',
  stakeOutOfLimits: 'The stake is outside your limits',
  idempotencyConflict: 'This request id was already used for another request',
  openingNotFound: 'This bank is not found or closed',
  openingCapacity: 'This bank cannot take this amount',
  wrongOpeningPassword: 'Wrong bank password',
  internal: 'Something went wrong on our side; nothing was changed',
}

export type MessageKey = keyof typeof en
/** A language may lack the newest sentences: those read English until translated. */
type Messages = Omit<Record<MessageKey, string>, OptionalKey> & Partial<Record<OptionalKey, string>>
type OptionalKey =
  | 'oddsChanged'
  | 'marketUnavailable'
  | 'stakeOutOfLimits'
  | 'idempotencyConflict'
  | 'openingNotFound'
  | 'openingCapacity'
  | 'wrongOpeningPassword'

const zh: Messages = {
  ok: '成功',
  invalidField: '字段无效或缺失：{field}',
  malformedBody: '无法读取请求内容',
  bodyTooLarge: '请求内容过大',
  unsupportedContentType: '此接口不接受该内容类型',
  notFound: '未知接口',
  forbidden: '会话无效或已过期，请重新登录',
  notPermitted: '您的账户无权进行此操作',
  usernameTaken: '该用户名已被占用',
  wrongCredentials: '账号或密码错误',
  unknownInvitation: '邀请码不存在',
  captchaRequired: '尝试次数过多，请输入验证码',
  tooManyRequests: '来自您网络地址的请求过多，请稍后再试',
  wrongOldPassword: '旧密码错误',
  insufficientBalance: '余额不足',
  oddsChanged: '赔率已变化，未下注',
  marketUnavailable: '该盘口或赛事已暂停、关闭或结束',
  stakeOutOfLimits: '投注金额超出您的限额',
  idempotencyConflict: '该请求编号已用于其他请求',
  openingNotFound: '该庄家盘口不存在或已关闭',
  openingCapacity: '该庄家盘口无法承接此金额',
  wrongOpeningPassword: '庄家盘口密码错误',
  internal: '服务器出错，未做任何更改',
}

const zht: Messages = {
  ok: '成功',
  invalidField: '欄位無效或缺失：{field}',
  malformedBody: '無法讀取請求內容',
  bodyTooLarge: '請求內容過大',
  unsupportedContentType: '此介面不接受該內容類型',
  notFound: '未知介面',
  forbidden: '會話無效或已過期，請重新登入',
  notPermitted: '您的帳戶無權進行此操作',
  usernameTaken: '該用戶名已被使用',
  wrongCredentials: '帳號或密碼錯誤',
  unknownInvitation: '邀請碼不存在',
  captchaRequired: '嘗試次數過多，請輸入驗證碼',
  tooManyRequests: '來自您網路位址的請求過多，請稍後再試',
  wrongOldPassword: '舊密碼錯誤',
  insufficientBalance: '餘額不足',
  oddsChanged: '賠率已變化，未下注',
  marketUnavailable: '該盤口或賽事已暫停、關閉或結束',
  stakeOutOfLimits: '投注金額超出您的限額',
  idempotencyConflict: '該請求編號已用於其他請求',
  openingNotFound: '該莊家盤口不存在或已關閉',
  openingCapacity: '該莊家盤口無法承接此金額',
  wrongOpeningPassword: '莊家盤口密碼錯誤',
  internal: '伺服器出錯，未做任何更改',
}

/** European Portuguese (the language brand 800001 forces): utilizador, palavra-passe, registo. */
const pt: Messages = {
  ok: 'Sucesso',
  invalidField: 'Campo inválido ou em falta: {field}',
  malformedBody: 'Não foi possível ler o pedido',
  bodyTooLarge: 'O pedido é demasiado grande',
  unsupportedContentType: 'Este caminho não aceita este tipo de conteúdo',
  notFound: 'Caminho desconhecido',
  forbidden: 'A sua sessão é inválida ou expirou; inicie sessão novamente',
  notPermitted: 'Isto não é permitido para a sua conta',
  usernameTaken: 'Este nome de utilizador já está a ser utilizado',
  wrongCredentials: 'Conta ou palavra-passe incorreta',
  unknownInvitation: 'Código de convite desconhecido',
  captchaRequired: 'Demasiadas tentativas: introduza o captcha',
  tooManyRequests: 'Demasiados pedidos a partir do seu endereço: aguarde um momento e tente novamente',
  wrongOldPassword: 'A palavra-passe antiga está incorreta',
  insufficientBalance: 'Saldo insuficiente',
  oddsChanged: 'As cotas mudaram; nenhuma aposta foi feita',
  marketUnavailable: 'Este mercado ou jogo está suspenso, fechado ou terminado',
  stakeOutOfLimits: 'O montante está fora dos seus limites',
  idempotencyConflict: 'Este identificador de pedido já foi usado noutro pedido',
  openingNotFound: 'Esta banca não existe ou está fechada',
  openingCapacity: 'Esta banca não aceita este montante',
  wrongOpeningPassword: 'Palavra-passe da banca incorreta',
  internal: 'Ocorreu um erro do nosso lado; nada foi alterado',
}

/** Brazilian Portuguese: usuário, senha, cadastro. */
const br: Messages = {
  ok: 'Sucesso',
  invalidField: 'Campo inválido ou ausente: {field}',
  malformedBody: 'Não foi possível ler a requisição',
  bodyTooLarge: 'A requisição é grande demais',
  unsupportedContentType: 'Este caminho não aceita este tipo de conteúdo',
  notFound: 'Caminho desconhecido',
  forbidden: 'Sua sessão é inválida ou expirou; entre novamente',
  notPermitted: 'Isso não é permitido para sua conta',
  usernameTaken: 'Este nome de usuário já está em uso',
  wrongCredentials: 'Conta ou senha incorreta',
  unknownInvitation: 'Código de convite desconhecido',
  captchaRequired: 'Tentativas demais: digite o captcha',
  tooManyRequests: 'Pedidos demais do seu endereço: aguarde um momento e tente de novo',
  wrongOldPassword: 'A senha antiga está incorreta',
  insufficientBalance: 'Saldo insuficiente',
  oddsChanged: 'As odds mudaram; nada foi apostado',
  marketUnavailable: 'Este mercado ou jogo está suspenso, fechado ou terminado',
  stakeOutOfLimits: 'O valor está fora dos seus limites',
  idempotencyConflict: 'Este id de requisição já foi usado em outra requisição',
  openingNotFound: 'Esta banca não existe ou está fechada',
  openingCapacity: 'Esta banca não aceita este valor',
  wrongOpeningPassword: 'Senha da banca incorreta',
  internal: 'Ocorreu um erro do nosso lado; nada foi alterado',
}

const id: Messages = {
  ok: 'Berhasil',
  invalidField: 'Kolom tidak valid atau kosong: {field}',
  malformedBody: 'Isi permintaan tidak dapat dibaca',
  bodyTooLarge: 'Isi permintaan terlalu besar',
  unsupportedContentType: 'Jalur ini tidak menerima jenis konten ini',
  notFound: 'Jalur tidak dikenal',
  forbidden: 'Sesi Anda tidak valid atau kedaluwarsa, silakan masuk lagi',
  notPermitted: 'Tindakan ini tidak diizinkan untuk akun Anda',
  usernameTaken: 'Nama pengguna ini sudah dipakai',
  wrongCredentials: 'Akun atau kata sandi salah',
  unknownInvitation: 'Kode undangan tidak dikenal',
  captchaRequired: 'Terlalu banyak percobaan: masukkan captcha',
  tooManyRequests: 'Terlalu banyak permintaan dari alamat Anda: tunggu sebentar lalu coba lagi',
  wrongOldPassword: 'Kata sandi lama salah',
  insufficientBalance: 'Saldo tidak cukup',
  internal: 'Terjadi kesalahan di server; tidak ada yang diubah',
}

const vi: Messages = {
  ok: 'Thành công',
  invalidField: 'Trường không hợp lệ hoặc bị thiếu: {field}',
  malformedBody: 'Không đọc được nội dung yêu cầu',
  bodyTooLarge: 'Nội dung yêu cầu quá lớn',
  unsupportedContentType: 'Đường dẫn này không nhận kiểu nội dung này',
  notFound: 'Đường dẫn không xác định',
  forbidden: 'Phiên không hợp lệ hoặc đã hết hạn, vui lòng đăng nhập lại',
  notPermitted: 'Tài khoản của bạn không được phép làm việc này',
  usernameTaken: 'Tên người dùng đã được sử dụng',
  wrongCredentials: 'Sai tài khoản hoặc mật khẩu',
  unknownInvitation: 'Mã mời không tồn tại',
  captchaRequired: 'Quá nhiều lần thử: vui lòng nhập mã captcha',
  tooManyRequests: 'Quá nhiều yêu cầu từ địa chỉ của bạn: vui lòng đợi một lát rồi thử lại',
  wrongOldPassword: 'Mật khẩu cũ không đúng',
  insufficientBalance: 'Số dư không đủ',
  internal: 'Máy chủ gặp lỗi; không có gì bị thay đổi',
}

const ko: Messages = {
  ok: '성공',
  invalidField: '잘못되었거나 누락된 항목: {field}',
  malformedBody: '요청 내용을 읽을 수 없습니다',
  bodyTooLarge: '요청 내용이 너무 큽니다',
  unsupportedContentType: '이 경로는 이 콘텐츠 형식을 받지 않습니다',
  notFound: '알 수 없는 경로',
  forbidden: '세션이 유효하지 않거나 만료되었습니다. 다시 로그인하세요',
  notPermitted: '이 계정으로는 허용되지 않습니다',
  usernameTaken: '이미 사용 중인 사용자 이름입니다',
  wrongCredentials: '계정 또는 비밀번호가 틀렸습니다',
  unknownInvitation: '알 수 없는 초대 코드입니다',
  captchaRequired: '시도 횟수가 너무 많습니다. 보안 문자를 입력하세요',
  tooManyRequests: '이 주소에서 요청이 너무 많습니다. 잠시 후 다시 시도하세요',
  wrongOldPassword: '이전 비밀번호가 틀렸습니다',
  insufficientBalance: '잔액이 부족합니다',
  internal: '서버 오류가 발생했습니다. 변경된 내용은 없습니다',
}

const ja: Messages = {
  ok: '成功',
  invalidField: '項目が無効か不足しています: {field}',
  malformedBody: 'リクエストの内容を読み取れません',
  bodyTooLarge: 'リクエストの内容が大きすぎます',
  unsupportedContentType: 'このパスはこのコンテンツ形式を受け付けません',
  notFound: '不明なパス',
  forbidden: 'セッションが無効か期限切れです。もう一度ログインしてください',
  notPermitted: 'このアカウントでは許可されていません',
  usernameTaken: 'このユーザー名は既に使われています',
  wrongCredentials: 'アカウントまたはパスワードが違います',
  unknownInvitation: '招待コードが見つかりません',
  captchaRequired: '試行回数が多すぎます。キャプチャを入力してください',
  tooManyRequests: 'このアドレスからのリクエストが多すぎます。しばらくしてから再試行してください',
  wrongOldPassword: '現在のパスワードが違います',
  insufficientBalance: '残高が不足しています',
  internal: 'サーバーでエラーが発生しました。変更はありません',
}

const th: Messages = {
  ok: 'สำเร็จ',
  invalidField: 'ข้อมูลไม่ถูกต้องหรือขาดหายไป: {field}',
  malformedBody: 'ไม่สามารถอ่านคำขอได้',
  bodyTooLarge: 'คำขอมีขนาดใหญ่เกินไป',
  unsupportedContentType: 'เส้นทางนี้ไม่รับเนื้อหาประเภทนี้',
  notFound: 'ไม่รู้จักเส้นทางนี้',
  forbidden: 'เซสชันไม่ถูกต้องหรือหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง',
  notPermitted: 'บัญชีของคุณไม่ได้รับอนุญาตให้ทำรายการนี้',
  usernameTaken: 'ชื่อผู้ใช้นี้ถูกใช้แล้ว',
  wrongCredentials: 'บัญชีหรือรหัสผ่านไม่ถูกต้อง',
  unknownInvitation: 'ไม่พบรหัสเชิญนี้',
  captchaRequired: 'พยายามหลายครั้งเกินไป กรุณากรอกแคปต์ชา',
  tooManyRequests: 'มีคำขอจากที่อยู่ของคุณมากเกินไป กรุณารอสักครู่แล้วลองอีกครั้ง',
  wrongOldPassword: 'รหัสผ่านเดิมไม่ถูกต้อง',
  insufficientBalance: 'ยอดเงินไม่เพียงพอ',
  internal: 'เซิร์ฟเวอร์ขัดข้อง ไม่มีการเปลี่ยนแปลงใด ๆ',
}

const ms: Messages = {
  ok: 'Berjaya',
  invalidField: 'Medan tidak sah atau tiada: {field}',
  malformedBody: 'Kandungan permintaan tidak dapat dibaca',
  bodyTooLarge: 'Kandungan permintaan terlalu besar',
  unsupportedContentType: 'Laluan ini tidak menerima jenis kandungan ini',
  notFound: 'Laluan tidak dikenali',
  forbidden: 'Sesi anda tidak sah atau telah tamat, sila log masuk semula',
  notPermitted: 'Tindakan ini tidak dibenarkan untuk akaun anda',
  usernameTaken: 'Nama pengguna ini sudah digunakan',
  wrongCredentials: 'Akaun atau kata laluan salah',
  unknownInvitation: 'Kod jemputan tidak dikenali',
  captchaRequired: 'Terlalu banyak cubaan: sila masukkan captcha',
  tooManyRequests: 'Terlalu banyak permintaan dari alamat anda: sila tunggu sebentar dan cuba lagi',
  wrongOldPassword: 'Kata laluan lama salah',
  insufficientBalance: 'Baki tidak mencukupi',
  internal: 'Ralat pelayan; tiada apa-apa diubah',
}

const hi: Messages = {
  ok: 'सफल',
  invalidField: 'फ़ील्ड अमान्य है या नहीं है: {field}',
  malformedBody: 'अनुरोध पढ़ा नहीं जा सका',
  bodyTooLarge: 'अनुरोध बहुत बड़ा है',
  unsupportedContentType: 'यह पथ इस सामग्री प्रकार को स्वीकार नहीं करता',
  notFound: 'अज्ञात पथ',
  forbidden: 'आपका सत्र अमान्य है या समाप्त हो गया है, कृपया फिर से लॉग इन करें',
  notPermitted: 'आपके खाते के लिए इसकी अनुमति नहीं है',
  usernameTaken: 'यह उपयोगकर्ता नाम पहले से लिया जा चुका है',
  wrongCredentials: 'खाता या पासवर्ड गलत है',
  unknownInvitation: 'अज्ञात आमंत्रण कोड',
  captchaRequired: 'बहुत अधिक प्रयास: कृपया कैप्चा दर्ज करें',
  tooManyRequests: 'आपके पते से बहुत अधिक अनुरोध: कृपया थोड़ी देर बाद फिर से प्रयास करें',
  wrongOldPassword: 'पुराना पासवर्ड गलत है',
  insufficientBalance: 'अपर्याप्त शेष राशि',
  internal: 'सर्वर में त्रुटि हुई; कुछ भी नहीं बदला गया',
}

const kh: Messages = {
  ok: 'ជោគជ័យ',
  invalidField: 'វាលមិនត្រឹមត្រូវ ឬខ្វះ: {field}',
  malformedBody: 'មិនអាចអានសំណើបានទេ',
  bodyTooLarge: 'សំណើធំពេក',
  unsupportedContentType: 'ផ្លូវនេះមិនទទួលប្រភេទមាតិកានេះទេ',
  notFound: 'ផ្លូវមិនស្គាល់',
  forbidden: 'វគ្គរបស់អ្នកមិនត្រឹមត្រូវ ឬផុតកំណត់ សូមចូលម្តងទៀត',
  notPermitted: 'គណនីរបស់អ្នកមិនត្រូវបានអនុញ្ញាតទេ',
  usernameTaken: 'ឈ្មោះអ្នកប្រើនេះត្រូវបានគេប្រើរួចហើយ',
  wrongCredentials: 'គណនី ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវ',
  unknownInvitation: 'លេខកូដអញ្ជើញមិនស្គាល់',
  captchaRequired: 'ព្យាយាមច្រើនដងពេក៖ សូមបញ្ចូល captcha',
  tooManyRequests: 'សំណើច្រើនពេកពីអាសយដ្ឋានរបស់អ្នក៖ សូមរង់ចាំបន្តិច ហើយព្យាយាមម្តងទៀត',
  wrongOldPassword: 'ពាក្យសម្ងាត់ចាស់មិនត្រឹមត្រូវ',
  insufficientBalance: 'សមតុល្យមិនគ្រប់គ្រាន់',
  internal: 'មានកំហុសនៅម៉ាស៊ីនមេ គ្មានអ្វីត្រូវបានផ្លាស់ប្តូរទេ',
}

const catalogs: Record<LanguageCode, Messages> = {
  en,
  zh,
  zht,
  pt,
  br,
  id,
  in: en, // `in` is English (India), as the site's catalogs have it
  vi,
  ko,
  ja,
  th,
  ms,
  hi,
  kh,
}

/** The sentence for `key` in `lang`, with `{name}` placeholders filled from `params`. */
export function message(lang: LanguageCode, key: MessageKey, params: Record<string, string> = {}): string {
  const text = catalogs[lang][key] ?? en[key]
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)
}
