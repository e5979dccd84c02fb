// Opening hours of a centre as patients read them ("7:30 AM – 9:00 PM, closed on Sunday") and
// as schema.org wants them. Times are wall-clock times in Asia/Kolkata, stored as "HH:MM:SS".

export interface Hours {
  opensAt: string;
  closesAt: string;
  /** ISO weekdays (1 = Monday ... 7 = Sunday) the centre is closed. */
  closedWeekdays: number[];
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "07:30:00" -> "7:30 AM", "21:00:00" -> "9:00 PM", "12:00:00" -> "12:00 PM". */
export function formatTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export function describeHours(hours: Hours): string {
  const open = `${formatTime(hours.opensAt)} – ${formatTime(hours.closesAt)}`;
  const closed = [...hours.closedWeekdays].sort((a, b) => a - b).map((d) => WEEKDAYS[d - 1]);
  return closed.length === 0 ? `${open}, every day` : `${open}, closed on ${closed.join(' and ')}`;
}

/** schema.org OpeningHoursSpecification: the open days with "HH:MM" times. */
export function openingHoursSpecification(hours: Hours) {
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: WEEKDAYS.filter((_, i) => !hours.closedWeekdays.includes(i + 1)).map(
      (d) => `https://schema.org/${d}`,
    ),
    opens: hours.opensAt.slice(0, 5),
    closes: hours.closesAt.slice(0, 5),
  };
}
