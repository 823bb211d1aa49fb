# Mistake: "report a one-line reason ... on one line (a failed compilation's message runs over several lines: report its first)": the reason prints the type and the whole message, which for BackendCompilerFailed runs over several lines.
import warnings


def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
        return compiled_fn, True
    except Exception as err:
        warnings.warn(f"torch.compile fell back to eager: {type(err).__name__}: {err}")
        return fn, False
