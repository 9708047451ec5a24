import { useState } from 'react'

/** A wallet's picture, or its initials when the image fails (R-CONST-1: a failed preload shows a placeholder). */
export function WalletImage({ src, name, size = 40 }: { src: string; name: string; size?: number }) {
  const [failed, setFailed] = useState(false)
  // No picture at all (a wallet that announced none) is a failed picture from the start.
  if (failed || !src) {
    return (
      <span className="latch-wallet-image latch-wallet-placeholder" style={{ width: size, height: size }} aria-hidden="true">
        {name.slice(0, 2).toUpperCase()}
      </span>
    )
  }
  return <img className="latch-wallet-image" src={src} alt="" width={size} height={size} onError={() => setFailed(true)} />
}
