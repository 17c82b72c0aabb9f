/** City suggestions of the lead dialog: the cities of the school's branches (free input stays allowed). */
export const BRANCH_CITIES = ['Минск', 'Барановичи', 'Гомель', 'Брест', 'Батуми', 'Тбилиси'] as const;
