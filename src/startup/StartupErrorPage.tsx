/**
 * Shown instead of the app when it cannot start (config.json missing or wrong, the demo backend
 * refused by the browser): before any translation is loaded, so it speaks both languages. Plain
 * styles, no theme: nothing else may have loaded.
 */
export type StartupProblem = 'config' | 'demo';

const TEXTS: Record<StartupProblem, { title: string; thai: string; english: string }> = {
  config: {
    title: 'ตั้งค่าระบบไม่ถูกต้อง · The app is not configured correctly',
    thai: 'ไฟล์ config.json ที่อยู่ข้าง index.html ใช้งานไม่ได้ กรุณาแจ้งผู้ดูแลระบบ',
    english: 'The file config.json beside index.html cannot be used. Please tell the administrator:',
  },
  demo: {
    title: 'เริ่มโหมดทดลองไม่ได้ · The demo mode could not start',
    thai: 'เบราว์เซอร์ไม่อนุญาตให้เริ่มเซิร์ฟเวอร์ทดลอง (ต้องเปิดผ่าน https หรือ localhost) กรุณาแจ้งผู้ดูแลระบบ',
    english:
      'The browser refused to start the demo backend (it needs https or localhost). Please tell the administrator:',
  },
};

export function StartupErrorPage({ problem, details }: { problem: StartupProblem; details: string[] }) {
  const text = TEXTS[problem];
  return (
    <main
      role="alert"
      data-testid="startup-error"
      style={{
        fontFamily: 'Sarabun, sans-serif',
        maxWidth: 720,
        margin: '10vh auto',
        padding: 24,
        lineHeight: 1.6,
      }}
    >
      <h1 style={{ color: '#b71c1c' }}>{text.title}</h1>
      <p>
        {text.thai}
        <br />
        {text.english}
      </p>
      <ul>
        {details.map((detail) => (
          <li key={detail}>
            <code>{detail}</code>
          </li>
        ))}
      </ul>
    </main>
  );
}
