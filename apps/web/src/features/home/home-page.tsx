import { Hero } from './hero';
import { HiringSteps } from './hiring-steps';
import { SectorCards } from './sector-cards';
import { Testimonials } from './testimonials';
import './home.css';

/**
 * The home page. It is the first thing a phone on a slow connection loads, so it holds
 * text and pictures only: no library beyond the shell, pictures as files rather than JavaScript.
 */
export default function HomePage() {
  return (
    <div className="home">
      <Hero />
      <HiringSteps />
      <SectorCards />
      <Testimonials />
    </div>
  );
}
