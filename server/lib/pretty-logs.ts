import pino from 'pino'
import type { MessageFormatFunc, PrettyOptions } from 'pino-pretty'
import type { AppConfig } from '../config'
import { bufferedStdout } from './log-destination'

/** Where pino writes its lines, one JSON object per call. */
export interface LogSink {
  write(line: string): void
}

/** Starts a line that must stand out in a local run's log (the development mail links), in either format. */
export const BANNER_PREFIX = '==> '

/** Fields folded into a request line's message, and the process fields a person reading a local run needs not. */
const FOLDED_FIELDS = 'pid,hostname,reqId,req,res,responseTime'

type RequestFields = {
  req?: { method?: string; url?: string }
  res?: { statusCode?: number }
  responseTime?: unknown
}

/**
 * A request's entry as one line, `GET /api/usage 200 in 3 ms`, from the fields the logger's serializers
 * already cleaned (the URL's secrets masked); any other entry is its message. A banner line is printed bold.
 */
export const messageFormat: MessageFormatFunc = (entry, messageKey, _levelLabel, { colors }) => {
  const message = String(entry[messageKey] ?? '')
  if (message.startsWith(BANNER_PREFIX)) return colors.bold(colors.yellow(message))
  const { req, res, responseTime } = entry as RequestFields
  if (!req) return message
  const parts = [req.method, req.url]
  if (res?.statusCode !== undefined) parts.push(String(res.statusCode))
  if (typeof responseTime === 'number') parts.push(`in ${Math.round(responseTime)} ms`)
  const line = parts.filter(Boolean).join(' ')
  return message && message !== 'request completed' ? `${line}: ${message}` : line
}

/** pino-pretty's options for a local run: local time of day, one line per entry, errors with their stacks. */
export function prettyOptions(colorize: boolean): PrettyOptions {
  return {
    colorize,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: FOLDED_FIELDS,
    singleLine: true,
    messageFormat,
  }
}

/**
 * The destination of the server's log in the configured format. JSON goes out as pino writes it (stdout
 * buffered, decision 0021). Pretty lines are formatted in process, synchronously, and written at once: a
 * local run's few lines show as they happen, in order with the console's. pino-pretty is loaded only then,
 * so a production server never loads it. The logger's redaction and serializers have run before either.
 */
export async function logDestination(format: AppConfig['logFormat'], sink?: LogSink): Promise<LogSink> {
  if (format === 'json') return sink ?? bufferedStdout()
  const { prettyFactory, isColorSupported } = await import('pino-pretty')
  const target = sink ?? pino.destination({ dest: 1, sync: true })
  // Colours only on a terminal that shows them, never in a test's or a file's lines.
  const pretty = prettyFactory(prettyOptions(!sink && isColorSupported))
  return { write: (line) => target.write(pretty(line)) }
}
