import { useEffect, useState } from 'react';
import { timeLeft } from '~/models/content-blocks.ts';

/** Time left until `endsAt`: rendered on the server as of `renderedAt`, ticking every second with JS. */
export function Countdown({ endsAt, renderedAt }: { endsAt: number; renderedAt: number }) {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeft(endsAt, now);
  const parts: Array<[number, string]> = [
    [left.days, 'days'],
    [left.hours, 'hours'],
    [left.minutes, 'minutes'],
    [left.seconds, 'seconds'],
  ];
  return (
    <time dateTime={new Date(endsAt).toISOString()} className="inline-flex flex-wrap gap-2 font-mono" data-countdown>
      {parts.map(([value, unit]) => (
        <span key={unit} className="rounded bg-white/20 px-1.5" data-unit={unit}>
          {String(value).padStart(2, '0')} <span className="font-sans text-xs">{unit}</span>
        </span>
      ))}
    </time>
  );
}
