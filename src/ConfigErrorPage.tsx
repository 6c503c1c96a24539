/**
 * Shown instead of the app when config.json is missing or wrong: before any translation is loaded,
 * so it speaks both languages. Plain styles, no theme: nothing else may have loaded.
 */
export function ConfigErrorPage({ problems }: { problems: string[] }) {
  return (
    <main
      role="alert"
      data-testid="config-error"
      style={{
        fontFamily: 'Sarabun, sans-serif',
        maxWidth: 720,
        margin: '10vh auto',
        padding: 24,
        lineHeight: 1.6,
      }}
    >
      <h1 style={{ color: '#b71c1c' }}>ตั้งค่าระบบไม่ถูกต้อง · The app is not configured correctly</h1>
      <p>
        ไฟล์ <code>config.json</code> ที่อยู่ข้าง <code>index.html</code> ใช้งานไม่ได้ กรุณาแจ้งผู้ดูแลระบบ
        <br />
        The file <code>config.json</code> beside <code>index.html</code> cannot be used. Please tell the
        administrator:
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>
            <code>{problem}</code>
          </li>
        ))}
      </ul>
    </main>
  );
}
