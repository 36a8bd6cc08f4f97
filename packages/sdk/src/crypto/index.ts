export { type Cipher, type CipherBackend, createCipher } from './cipher'
export { md5x2 } from './md5x2'
