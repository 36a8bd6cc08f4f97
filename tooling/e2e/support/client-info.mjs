// The client info every call of the protocol carries (PROTOCOL.md, common fields), as the suite's own calls send
// it: the seeding script's, the fixtures' and the wallet stories'. Only the device and the channel differ.

/** The fields for a device of the suite on a brand's channel. */
export function clientInfo(deviceID, channel) {
  return {
    deviceID,
    pid: '888',
    versionCode: '110',
    versionName: 'v1.0.110',
    os: '',
    osVersionName: '',
    osVersionCode: '',
    mac: '',
    deviceModel: '',
    channel,
    realm: 'alpha',
    siteNo: '7',
    process: 'web',
    source: '2',
    lang: 'en',
  }
}
