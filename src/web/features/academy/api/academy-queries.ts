import * as api from '@common/api/academy';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { presetRange } from '@web/components/dashboard/range';
import { useDashboardParams } from '@web/components/dashboard/use-dashboard-params';

/** The Academy's figures for the period in the address: one request feeds every card. */
export function useAcademyDashboard() {
  const { preset, scope } = useDashboardParams();
  const query = { ...presetRange(preset), scope };
  return useQuery({
    queryKey: queryKeys.academy.dashboard(query),
    queryFn: ({ signal }) => callApi(api.academyDashboard, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyCourses(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.academy.mine,
    queryFn: ({ signal }) => callApi(api.myCourses, { signal }),
    enabled,
  });
}

export function useCourseList() {
  return useQuery({
    queryKey: queryKeys.academy.courses,
    queryFn: ({ signal }) => callApi(api.listCourses, { signal }),
  });
}

export function useCourse(id: string) {
  return useQuery({
    queryKey: queryKeys.academy.course(id),
    queryFn: ({ signal }) => callApi(api.courseDetails, { params: { id }, signal }),
    retry: false,
  });
}

/** Enrolling and finishing a lesson change the course page and the learner's list alike. */
export function useEnrol(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.enrol, { params: { id: courseId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.academy.all }),
  });
}

export function useCompleteLesson(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: string) => callApi(api.completeLesson, { params: { id: courseId, lessonId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.academy.all }),
  });
}
