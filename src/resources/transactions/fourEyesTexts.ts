/** The texts of four eyes on money out (docs/api.md, "Four eyes on money out"), in both languages. */

export const fourEyesEn = {
  column: 'Four eyes',
  step_verify: 'To verify',
  step_verify_hint: 'Above %{limit}: a first person verifies it, a second approves or rejects it',
  step_approve: 'To approve',
  step_approve_hint: 'Verified: a second person, not the one who verified, approves or rejects it',
  verify: 'Verify',
  verify_label: 'Verify withdrawal %{no}',
  verify_title: 'Verify withdrawal %{no}',
  verify_why:
    'Above %{limit} a withdrawal needs two people: you verify it now, then another person approves or rejects it.',
  confirm_verify: 'Confirm verification',
  verified: 'Verified: another person approves or rejects it',
  verify_failed: 'The verification was not saved: %{message}',
  reading: 'Reading who verified this withdrawal…',
  verified_by: 'Verified by %{name}: you approve or reject it as the second person.',
  same_person: 'You verified this withdrawal (%{name}): another person must approve or reject it.',
  no_verifier:
    'Cannot tell who verified this withdrawal: its history names nobody. It cannot be decided until that is known.',
  not_comparable:
    'Cannot tell whether you verified this withdrawal: its history names the verifier (%{name}) by what your sign-in does not carry. It cannot be decided until that is known.',
  unreadable:
    'Cannot tell who verified this withdrawal: %{reason}. It cannot be decided until that is known.',
  no_user: 'Cannot tell who you are: sign in again to decide.',
};

export const fourEyesTh: typeof fourEyesEn = {
  column: 'ตรวจสองคน',
  step_verify: 'รอตรวจสอบ',
  step_verify_hint: 'เกิน %{limit} คนแรกตรวจสอบ แล้วคนที่สองอนุมัติหรือไม่อนุมัติ',
  step_approve: 'รอผู้อนุมัติคนที่สอง',
  step_approve_hint: 'ตรวจสอบแล้ว ต้องให้คนที่สองซึ่งไม่ใช่ผู้ตรวจสอบเป็นผู้อนุมัติหรือไม่อนุมัติ',
  verify: 'ตรวจสอบ',
  verify_label: 'ตรวจสอบการถอนเงิน %{no}',
  verify_title: 'ตรวจสอบการถอนเงิน %{no}',
  verify_why: 'การถอนเงินที่เกิน %{limit} ต้องใช้สองคน: คุณตรวจสอบตอนนี้ แล้วอีกคนหนึ่งจะเป็นผู้อนุมัติหรือไม่อนุมัติ',
  confirm_verify: 'ยืนยันการตรวจสอบ',
  verified: 'บันทึกการตรวจสอบแล้ว อีกคนหนึ่งจะเป็นผู้อนุมัติหรือไม่อนุมัติ',
  verify_failed: 'บันทึกการตรวจสอบไม่สำเร็จ: %{message}',
  reading: 'กำลังอ่านว่าใครเป็นผู้ตรวจสอบรายการนี้…',
  verified_by: 'ตรวจสอบโดย %{name} คุณเป็นผู้พิจารณาคนที่สอง',
  same_person: 'คุณเป็นผู้ตรวจสอบรายการนี้ (%{name}) จึงพิจารณาเองไม่ได้ ต้องให้อีกคนหนึ่งอนุมัติหรือไม่อนุมัติ',
  no_verifier: 'ไม่ทราบว่าใครเป็นผู้ตรวจสอบรายการนี้ เพราะประวัติของรายการไม่ได้ระบุไว้ จึงยังพิจารณาไม่ได้',
  not_comparable:
    'ไม่ทราบว่าคุณเป็นผู้ตรวจสอบรายการนี้หรือไม่ เพราะประวัติระบุผู้ตรวจสอบ (%{name}) ด้วยข้อมูลที่การเข้าสู่ระบบของคุณไม่มี จึงยังพิจารณาไม่ได้',
  unreadable: 'ไม่ทราบว่าใครเป็นผู้ตรวจสอบรายการนี้: %{reason} จึงยังพิจารณาไม่ได้',
  no_user: 'ไม่ทราบว่าคุณคือใคร กรุณาเข้าสู่ระบบใหม่ก่อนพิจารณา',
};
