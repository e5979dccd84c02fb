import { latinShare } from './script-share';

describe('the share of Latin letters', () => {
  it('is nothing for text in the script, codes and units aside', () => {
    expect(latinShare('MRI ब्रेन (दिमाग का MRI) 1.5T, 30 mg/dL', 'Deva')).toBe(0);
    expect(latinShare('CBC (కంప్లీట్ బ్లడ్ కౌంట్) – పూర్తి రక్త పరీక్ష', 'Telu')).toBe(0);
    expect(latinShare('कॉल न करें: https://d.example/hi/do-not-call/dBkaKkDa_GRnCf/', 'Deva')).toBe(
      0,
    );
  });

  it('is high for English left on a page, and counts English words amid the script', () => {
    expect(latinShare('Book a home collection', 'Deva')).toBe(1);
    expect(latinShare('Compare centres and book सेंटर', 'Deva')).toBeGreaterThan(0.5);
    expect(latinShare('बुक करें Book', 'Deva')).toBeGreaterThan(0.3);
  });
});
