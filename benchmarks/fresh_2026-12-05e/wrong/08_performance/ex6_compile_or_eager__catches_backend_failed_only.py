# Mistake: "if anything raises, report a one-line reason ... and return `(fn, False)` ... Never let the error escape" — catches only BackendCompilerFailed (the error of a backend failing while compiling), so the bare AssertionError raised when the compiled code runs, and the AssertionError of assert_close for the doubled results, escape to the caller
from torch._dynamo.exc import BackendCompilerFailed

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
        return compiled, True
    except BackendCompilerFailed as err:
        print(f"{type(err).__name__}: falling back to eager")
        return fn, False
