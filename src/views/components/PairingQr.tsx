import { generate, correction } from 'lean-qr'
import { toSvgPath } from 'lean-qr/extras/svg'
import { useMemo } from 'react'
import { useT } from '../useT'
import { WalletImage } from './WalletImage'

/** The pairing URI as a QR code (lean-qr; high error correction so the wallet's picture in the middle does not
 * stop phones from reading it). The URI is data for the code, never markup. */
export function PairingQr({ uri, walletName, walletImageUrl }: { uri: string; walletName?: string; walletImageUrl?: string }) {
  const code = useMemo(() => generate(uri, { minCorrectionLevel: correction.Q }), [uri])
  const path = useMemo(() => toSvgPath(code), [code])
  const t = useT()
  return (
    <figure className="latch-qr" data-testid="pairing-qr" data-uri={uri}>
      <svg viewBox={`-2 -2 ${code.size + 4} ${code.size + 4}`} role="img" aria-label={walletName ? t('connect.qrLabel', { name: walletName }) : t('connect.qrLabelAny')} shapeRendering="crispEdges">
        <rect x={-2} y={-2} width={code.size + 4} height={code.size + 4} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      {walletName && (
        <span className="latch-qr-logo" aria-hidden="true">
          <WalletImage src={walletImageUrl ?? ''} name={walletName} size={44} />
        </span>
      )}
    </figure>
  )
}
