import { createFileRoute } from '@tanstack/react-router'
import { QrCodePage } from '@/features/store/qr-code-page'

export const Route = createFileRoute('/qr-code/$store_slug')({
  staticData: { title: 'Store QR listing' },
  component: QrCodeRoute,
})

function QrCodeRoute() {
  const { store_slug } = Route.useParams()
  return <QrCodePage slug={store_slug} />
}
