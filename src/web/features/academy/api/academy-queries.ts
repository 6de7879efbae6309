import * as api from '@common/api/academy';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useSearchParams } from 'react-router';
import { DEFAULT_PRESET, isPreset, isScope, presetRange } from '../lib/range';

/** The period and scope in the address (?range=7d|30d|90d|year&scope=site|all). */
export function useAcademyParams() {
  const [params, setParams] = useSearchParams();
  const rangeParam = params.get('range');
  const scopeParam = params.get('scope');
  const preset = isPreset(rangeParam) ? rangeParam : DEFAULT_PRESET;
  const scope = isScope(scopeParam) ? scopeParam : 'site';
  const set = (next: { range?: string; scope?: string }) => {
    const out = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) out.set(key, value);
    setParams(out);
  };
  return { preset, scope, set };
}

/** The Academy's figures for the period in the address: one request feeds every card. */
export function useAcademyDashboard() {
  const { preset, scope } = useAcademyParams();
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
