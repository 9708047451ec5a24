import { UpdateEmailCode } from './components/UpdateEmailCode'

export default function UpdateEmailPrimaryOtpView() {
  return (
    <div className="latch-view latch-centered" data-testid="update-email-primary-otp-view">
      <UpdateEmailCode step="primary" />
    </div>
  )
}
