# Mistake: "if anything raises ... Never let the error escape" - catches only BackendCompilerFailed and AssertionError, so a graph break under fullgraph=True (torch._dynamo.exc.Unsupported) or a backend raising another error when the code runs escapes.
from torch._dynamo.exc import BackendCompilerFailed

def compile_or_eager(fn, example_args, **compile_kwargs):
    compiled = torch.compile(fn, **compile_kwargs)
    try:
        result = compiled(*example_args)
        torch.testing.assert_close(result, fn(*example_args))
    except (BackendCompilerFailed, AssertionError) as err:
        first = (str(err).splitlines() or [""])[0]
        print(f"torch.compile fell back to eager: {type(err).__name__}: {first}")
        return fn, False
    return compiled, True
