# Diagnosis: kwargs-not-passed
# Pitfall: compiles with the default settings, dropping the backend and options it was given.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    except Exception as err:
        print(f"torch.compile failed: {type(err).__name__}")
        return fn, False
    return compiled, True
