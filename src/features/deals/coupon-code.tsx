import { useEffect, useState } from 'react'
import { buttonClass } from '@/ui/states'
import { copyText } from '@/lib/clipboard'

type Copied = 'copied' | 'failed' | null

/** A coupon's code, large enough to read out at a till, with a button that copies it. */
export function CouponCode({ code }: { code: string }) {
  const [copied, setCopied] = useState<Copied>(null)
  useEffect(() => {
    if (copied !== 'copied') return
    const timer = setTimeout(() => setCopied(null), 4000)
    return () => clearTimeout(timer)
  }, [copied])

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-dashed border-line bg-surface-2 px-4 py-3">
        <span className="text-sm text-muted">Coupon code</span>
        <code className="font-mono text-lg font-bold tracking-wider break-all select-all">{code}</code>
        <button
          type="button"
          className={`${buttonClass.secondary} ml-auto`}
          onClick={() => void copyText(code).then((copied) => setCopied(copied ? 'copied' : 'failed'))}
        >
          {copied === 'copied' ? 'Copied' : 'Copy code'}
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm text-muted">
        {copied === 'copied'
          ? 'Code copied'
          : copied === 'failed'
            ? 'Could not copy — select the code and copy it.'
            : ''}
      </p>
    </div>
  )
}
