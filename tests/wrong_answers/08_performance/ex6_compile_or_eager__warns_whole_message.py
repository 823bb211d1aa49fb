# Diagnosis: domain-wrong-result
# Pitfall: "report a one-line reason": the warning carries the whole message (a failed compilation's message runs over several lines: the backend's error, then PyTorch's hints), not one line. Was on file as a right answer until batch l (2026-12-07) showed the check.
import warnings

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        if not torch.allclose(compiled(*example_args), fn(*example_args)):
            raise ValueError("compiled results differ from eager mode")
    except Exception as err:
        warnings.warn(f"torch.compile unusable ({type(err).__name__}: {err}); running eagerly", RuntimeWarning)
        return fn, False
    return compiled, True
