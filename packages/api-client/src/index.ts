export { ApiError, UNKNOWN_API_ERROR } from './api-error.ts';
export {
  type ApiClient,
  api,
  configureApi,
  createApiClient,
  DEFAULT_API_BASE_URL,
  TOKEN_STORAGE_KEY,
  unwrap,
} from './client.ts';
export { changePassword, useChangePassword } from './features/account/change-password.ts';
export { deleteAccount, useDeleteAccount } from './features/account/delete-account.ts';
export { exportAccount, useExportAccount } from './features/account/export-account.ts';
export { confirmPasswordReset, useConfirmPasswordReset } from './features/auth/confirm-password-reset.ts';
export {
  currentUserKey,
  currentUserQueryOptions,
  getCurrentUser,
  useCurrentUser,
} from './features/auth/get-current-user.ts';
export { login, useLogin } from './features/auth/login.ts';
export { register, useRegister } from './features/auth/register.ts';
export { requestPasswordReset, useRequestPasswordReset } from './features/auth/request-password-reset.ts';
export { addContactMessage, useAddContactMessage } from './features/contact-messages/add-contact-message.ts';
export { contactMessageKeys } from './features/contact-messages/contact-message-keys.ts';
export { deleteContactMessage, useDeleteContactMessage } from './features/contact-messages/delete-contact-message.ts';
export {
  eraseSubjectContactMessages,
  useEraseSubjectContactMessages,
} from './features/contact-messages/erase-subject-contact-messages.ts';
export {
  type DataSubject,
  findSubjectContactMessages,
  findSubjectContactMessagesQueryOptions,
  useSubjectContactMessages,
} from './features/contact-messages/find-subject-contact-messages.ts';
export {
  getContactMessage,
  getContactMessageQueryOptions,
  useContactMessage,
} from './features/contact-messages/get-contact-message.ts';
export {
  listContactMessages,
  listContactMessagesQueryOptions,
  useContactMessages,
} from './features/contact-messages/list-contact-messages.ts';
export { replyContactMessage, useReplyContactMessage } from './features/contact-messages/reply-contact-message.ts';
export {
  setContactMessageResolved,
  useSetContactMessageResolved,
} from './features/contact-messages/set-contact-message-resolved.ts';
export { getHealth, healthQueryOptions, useHealth } from './features/health/get-health.ts';
export { createCategory, useCreateCategory } from './features/learning-materials/create-category.ts';
export { createMaterial, useCreateMaterial } from './features/learning-materials/create-material.ts';
export { deleteCategory, useDeleteCategory } from './features/learning-materials/delete-category.ts';
export { deleteMaterial, useDeleteMaterial } from './features/learning-materials/delete-material.ts';
export { getCategory, getCategoryQueryOptions, useCategory } from './features/learning-materials/get-category.ts';
export { getMaterial, getMaterialQueryOptions, useMaterial } from './features/learning-materials/get-material.ts';
export { learningMaterialKeys } from './features/learning-materials/learning-material-keys.ts';
export {
  listAdminCategories,
  listAdminCategoriesQueryOptions,
  useAdminCategories,
} from './features/learning-materials/list-admin-categories.ts';
export {
  listAdminMaterials,
  listAdminMaterialsQueryOptions,
  useAdminMaterials,
} from './features/learning-materials/list-admin-materials.ts';
export {
  listAllCategories,
  listAllCategoriesQueryOptions,
  useAllCategories,
} from './features/learning-materials/list-all-categories.ts';
export {
  listCategoryMaterials,
  listCategoryMaterialsQueryOptions,
  useCategoryMaterials,
} from './features/learning-materials/list-category-materials.ts';
export {
  listPublicCategories,
  listPublicCategoriesQueryOptions,
  usePublicCategories,
} from './features/learning-materials/list-public-categories.ts';
export {
  listPublicMaterials,
  listPublicMaterialsQueryOptions,
  usePublicMaterials,
} from './features/learning-materials/list-public-materials.ts';
export { updateCategory, useUpdateCategory } from './features/learning-materials/update-category.ts';
export { updateMaterial, useUpdateMaterial } from './features/learning-materials/update-material.ts';
export { addUserNotification, useAddUserNotification } from './features/notifications/add-user-notification.ts';
export {
  deleteUserNotification,
  useDeleteUserNotification,
} from './features/notifications/delete-user-notification.ts';
export {
  listUserNotifications,
  listUserNotificationsQueryOptions,
  useUserNotifications,
} from './features/notifications/list-user-notifications.ts';
export { notificationKeys } from './features/notifications/notification-keys.ts';
export { createOffer, useCreateOffer } from './features/offers/create-offer.ts';
export { deleteOffer, useDeleteOffer } from './features/offers/delete-offer.ts';
export { deleteOfferImage, useDeleteOfferImage } from './features/offers/delete-offer-image.ts';
export { getOffer, getOfferQueryOptions, useOffer } from './features/offers/get-offer.ts';
export { listAdminOffers, listAdminOffersQueryOptions, useAdminOffers } from './features/offers/list-admin-offers.ts';
export {
  listPublicOffers,
  listPublicOffersQueryOptions,
  usePublicOffers,
} from './features/offers/list-public-offers.ts';
export { offerKeys } from './features/offers/offer-keys.ts';
export { updateOffer, useUpdateOffer } from './features/offers/update-offer.ts';
export { uploadOfferImage, useUploadOfferImage } from './features/offers/upload-offer-image.ts';
export { createTestQuestion, useCreateTestQuestion } from './features/test-questions/create-test-question.ts';
export { deleteTestQuestion, useDeleteTestQuestion } from './features/test-questions/delete-test-question.ts';
export {
  deleteTestQuestionImage,
  useDeleteTestQuestionImage,
} from './features/test-questions/delete-test-question-image.ts';
export {
  getTestQuestion,
  getTestQuestionQueryOptions,
  useTestQuestion,
} from './features/test-questions/get-test-question.ts';
export {
  getTestSettings,
  getTestSettingsQueryOptions,
  useTestSettings,
} from './features/test-questions/get-test-settings.ts';
export {
  listTestQuestions,
  listTestQuestionsQueryOptions,
  useTestQuestions,
} from './features/test-questions/list-test-questions.ts';
export { testQuestionKeys } from './features/test-questions/test-question-keys.ts';
export { updateTestQuestion, useUpdateTestQuestion } from './features/test-questions/update-test-question.ts';
export { updateTestSettings, useUpdateTestSettings } from './features/test-questions/update-test-settings.ts';
export {
  uploadTestQuestionImage,
  useUploadTestQuestionImage,
} from './features/test-questions/upload-test-question-image.ts';
export { checkPracticeAnswer, useCheckPracticeAnswer } from './features/theory-tests/check-practice-answer.ts';
export { drawPracticeQuestion, useDrawPracticeQuestion } from './features/theory-tests/draw-practice-question.ts';
export { evaluateTestAttempt, useEvaluateTestAttempt } from './features/theory-tests/evaluate-test-attempt.ts';
export {
  getTestAttempt,
  getTestAttemptQueryOptions,
  useTestAttempt,
} from './features/theory-tests/get-test-attempt.ts';
export {
  getTestOverview,
  getTestOverviewQueryOptions,
  useTestOverview,
} from './features/theory-tests/get-test-overview.ts';
export {
  listTestResults,
  listTestResultsQueryOptions,
  useTestResults,
} from './features/theory-tests/list-test-results.ts';
export { saveTestAnswer, useSaveTestAnswer } from './features/theory-tests/save-test-answer.ts';
export { startTestAttempt, useStartTestAttempt } from './features/theory-tests/start-test-attempt.ts';
export { theoryTestKeys } from './features/theory-tests/theory-test-keys.ts';
export type { components, operations, paths } from './generated/schema.d.ts';
export type { Schemas } from './schemas.ts';
export { errorMessage, formFieldErrors, TRANSLATIONS, translateFieldErrors, translateMessage } from './translate.ts';
