import { useEffect } from 'react'
import { ToastContainer } from 'react-toastify/unstyled'
import 'react-toastify/dist/ReactToastify.css'
import { toastContainerStore } from '@/lib/notify'

/** SPEC §9: top-right, 5 s, pause on hover and focus loss, drag to dismiss at 80 %, light theme. */
export default function AppToastContainer() {
  useEffect(() => toastContainerStore.markReady(), [])
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      theme="light"
    />
  )
}
