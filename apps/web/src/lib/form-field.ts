import type {
  FieldValues,
  FormState,
  Path,
  UseFormGetFieldState,
  UseFormRegister,
} from 'react-hook-form';

// What a TextField or TextArea needs from a react-hook-form form for one field: its registration
// and its error message. `const field = fieldProps(form)`, then `<TextField {...field('name')} />`.
export function fieldProps<Values extends FieldValues>({
  register,
  getFieldState,
  formState,
}: {
  register: UseFormRegister<Values>;
  getFieldState: NoInfer<UseFormGetFieldState<Values>>;
  formState: NoInfer<FormState<Values>>;
}) {
  return (name: Path<Values>) => ({
    error: getFieldState(name, formState).error?.message,
    ...register(name),
  });
}
