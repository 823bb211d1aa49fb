# Right: reports only the error's type name with print (allowed: "add the first line of its message if you like"), and does the compile, the first call and the assert_close comparison in a helper called inside one try.
def _compile_and_check(fn, args, kwargs):
    candidate = torch.compile(fn, **kwargs)
    torch.testing.assert_close(candidate(*args), fn(*args))
    return candidate

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        candidate = _compile_and_check(fn, example_args, compile_kwargs)
    except Exception as err:
        print("torch.compile fell back to eager:", type(err).__name__)
        return fn, False
    return candidate, True
