import { ConfigurationError, type ConfigurationErrorProps } from '@sportsbook/ui'

/** Its own chunk: only a misconfigured app ever shows it. */
export default function ConfigurationErrorPage(props: ConfigurationErrorProps) {
  return <ConfigurationError {...props} />
}
