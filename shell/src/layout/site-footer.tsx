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
        {/* A school that gave no maker's address gets no link to itself ('Tvorca stránky' is optional). */}
        {school.makerUrl ? (
          <p>
            <a href={school.makerUrl} target="_blank" rel="noopener noreferrer">
              Made by {school.makerName}
            </a>
          </p>
        ) : (
          school.makerName && <p>Made by {school.makerName}</p>
        )}
      </div>
    </footer>
  );
}
