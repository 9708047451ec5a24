import { UpdateEmailCode } from './components/UpdateEmailCode'

export default function UpdateEmailSecondaryOtpView() {
  return (
    <div className="latch-view latch-centered" data-testid="update-email-secondary-otp-view">
      <UpdateEmailCode step="secondary" />
    </div>
  )
}
