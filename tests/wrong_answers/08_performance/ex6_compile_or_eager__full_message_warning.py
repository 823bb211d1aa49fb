# Diagnosis: domain-wrong-result
# Pitfall: "report a one-line reason": warning with the whole message of a BackendCompilerFailed (the backend's error plus PyTorch's multi-line hints and debug context) reports many lines, not one. (batch l, 2026-12-07)
import warnings


def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
        return compiled, True
    except Exception as err:
        warnings.warn(f"torch.compile failed, using eager: {type(err).__name__}: {err}")
        return fn, False
