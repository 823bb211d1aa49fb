# Mistake: "report a one-line reason ... (a failed compilation's message runs over several lines: report its first)" - warns the full message, so a BackendCompilerFailed reason spreads over several lines.
import warnings

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        expected = fn(*example_args)
        torch.testing.assert_close(compiled(*example_args), expected)
    except Exception as err:
        warnings.warn(f"torch.compile failed, using eager mode ({type(err).__name__}: {err})")
        return fn, False
    return compiled, True
