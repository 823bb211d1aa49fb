# Mistake: "report a one-line reason ... (a failed compilation's message runs over several lines: report its first)": the whole message is put in the warning, so a BackendCompilerFailed reason spans many lines.
import warnings

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    except Exception as err:
        warnings.warn(f"falling back to eager: {type(err).__name__}: {err}")
        return fn, False
    return compiled, True
