# Mistake: "wrapping only torch.compile(...) in try (it never raises: the error comes at the first call, outside your try)" — the first call and the comparison run outside the try, so a failing backend's error escapes
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
    except Exception as err:
        print(f"compile failed: {type(err).__name__}")
        return fn, False
    torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    return compiled, True
