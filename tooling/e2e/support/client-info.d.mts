export declare function clientInfo(deviceID: string, channel: string): Record<string, string>
