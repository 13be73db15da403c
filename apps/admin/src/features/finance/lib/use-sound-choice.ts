/** The sound on/off choice, read once from this browser and written back on each change. */
import { useState } from 'react';
import { readSoundOn, writeSoundOn } from './chime';

export function useSoundChoice(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readSoundOn());
  return [on, (next) => {
    writeSoundOn(next);
    setOn(next);
  }];
}
