import { DataSubjectRequests } from '../features/data-subjects/data-subject-requests.tsx';

export default function DataSubjectRequestsPage() {
  return (
    <div className="page admin-page">
      <DataSubjectRequests />
    </div>
  );
}
