# Diagnosis: error-escaped
# Pitfall: the first call, where compilation really happens, sits outside the try.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
    except Exception as err:
        print(f"torch.compile failed: {err}")
        return fn, False
    torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    return compiled, True
