import { currentSchool } from '@autoskola/school';
import { Link } from 'react-router-dom';
import './layout.css';

export function SiteFooter() {
  const school = currentSchool();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p>
          © {new Date().getFullYear()} <Link to="/">{school.name}</Link>
        </p>
        <p>
          <a href={school.makerUrl} target="_blank" rel="noopener noreferrer">
            Made by {school.makerName}
          </a>
        </p>
      </div>
    </footer>
  );
}
