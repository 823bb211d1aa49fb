# Mistake: "if anything raises, report a one-line reason ... and return `(fn, False)` ... Never let the error escape" — catches only BackendCompilerFailed; a bare AssertionError raised by the compiled code, or the AssertionError of assert_close for wrong results, escapes
from torch._dynamo.exc import BackendCompilerFailed


def compile_or_eager(fn, example_args, **compile_kwargs):
    compiled_fn = torch.compile(fn, **compile_kwargs)
    try:
        result = compiled_fn(*example_args)
    except BackendCompilerFailed as err:
        print(f"BackendCompilerFailed: {(str(err).splitlines() or [''])[0]}")
        return fn, False
    torch.testing.assert_close(result, fn(*example_args))
    return compiled_fn, True
