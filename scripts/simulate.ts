// npm run simulate -- --day 2026-12-01 --seed 7 --bookings 10000 --leads 2000:
// one day through the real code on an injected clock; prints the rates, writes the HTML
// report, and exits 1 when a rate breaks the promise budget (lib/promises/budget.ts).
import { writeFile } from 'node:fs/promises';
import { connectBookings } from '@/lib/booking';
import { breaches } from '@/lib/promises';
import { simulateDay } from './simulate/day';
import { reportHtml } from './simulate/html';
import { HELP, parseOptions } from './simulate/options';
import { printDay } from './simulate/print';

async function main(): Promise<number> {
  // The stop links in simulated messages are sealed with a secret of the simulation's own, so a
  // run writes nothing beside the data folder and reads no deployment's secret.
  process.env.STAFF_AUTH_SECRET = 'simulated-storefront-secret-0123456789abcdef';
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (options === 'help') {
    console.log(HELP);
    return 0;
  }
  // The simulated day sends messages and sweeps deadlines: they are told about bookings first.
  connectBookings();
  const result = await simulateDay(options);
  const { staffing } = result;
  const agents =
    options.agents === null
      ? `up to ${staffing.most} agents by the staffing forecast (${staffing.agentHours} agent-hours over two days)`
      : `${options.agents} agents`;
  const title = `Simulated ${options.day}, seed ${options.seed}: ${options.bookings} booking attempts, ${options.leads} call-me requests, ${agents}`;
  console.log(printDay(result, title));
  if (options.out) {
    await writeFile(options.out, reportHtml(result, title));
    console.log(`Report: ${options.out}`);
  }
  const broken = breaches(result.rates);
  if (broken.length > 0) {
    console.error(
      `Promise budget broken: ${broken.map((r) => `${r.key} (${r.breach})`).join('; ')}`,
    );
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
