import { usePublicCategories, usePublicMaterials } from '@autoskola/api-client';
import { QueryStatus } from '@autoskola/ui';
import { Combobox } from '@autoskola/ui/combobox';
import { useSearchParams } from 'react-router-dom';
import { MaterialContent } from './material-content.tsx';
import './learning-materials.css';

export const MATERIALS_TEXTS = {
  loadingCategories: 'Načítavam kategórie učebných materiálov…',
  loadingMaterials: 'Načítavam učebné materiály…',
  errorCategories: 'Nepodarilo sa načítať kategórie učebných materiálov.',
  errorMaterials: 'Nepodarilo sa načítať učebné materiály.',
  noCategories: 'Zatiaľ tu nie sú žiadne učebné materiály.',
  noMaterials: 'V tejto kategórii zatiaľ nie sú žiadne materiály.',
} as const;

/** The chosen category and material live in the address (?kategoria=…&material=…), so links can be shared. */
export function LearningMaterialsBrowser() {
  const [params, setParams] = useSearchParams();
  const categories = usePublicCategories();
  const categoryList = categories.data?.learningMaterialCategories ?? [];
  const category = categoryList.find((item) => String(item.id) === params.get('kategoria')) ?? categoryList[0];
  const materials = usePublicMaterials(category?.id ?? 0, { enabled: category !== undefined });
  const materialList = materials.data?.learningMaterials ?? [];
  const material = materialList.find((item) => String(item.id) === params.get('material')) ?? materialList[0];

  const choose = (next: { kategoria: string; material?: string }) =>
    setParams(next.material ? next : { kategoria: next.kategoria }, { replace: false });

  return (
    <QueryStatus
      query={categories}
      texts={{
        loading: MATERIALS_TEXTS.loadingCategories,
        error: MATERIALS_TEXTS.errorCategories,
        empty: MATERIALS_TEXTS.noCategories,
      }}
      isEmpty={() => category === undefined}
    >
      {() =>
        category && (
          <>
            <div className="learning-materials__pickers">
              <Combobox
                label="Kategória"
                options={categoryList.map((item) => ({ value: String(item.id), label: item.name }))}
                value={String(category.id)}
                onChange={(value) => choose({ kategoria: value })}
              />
              {materials.isSuccess && materialList.length > 0 && (
                <Combobox
                  label="Materiál"
                  options={materialList.map((item) => ({ value: String(item.id), label: item.name }))}
                  value={material ? String(material.id) : null}
                  onChange={(value) => choose({ kategoria: String(category.id), material: value })}
                />
              )}
            </div>
            <QueryStatus
              query={materials}
              texts={{
                loading: MATERIALS_TEXTS.loadingMaterials,
                error: MATERIALS_TEXTS.errorMaterials,
                empty: MATERIALS_TEXTS.noMaterials,
              }}
              isEmpty={() => material === undefined}
            >
              {() =>
                material && (
                  <article className="learning-materials__material">
                    <h2>{material.name}</h2>
                    <MaterialContent html={material.content} />
                  </article>
                )
              }
            </QueryStatus>
          </>
        )
      }
    </QueryStatus>
  );
}
