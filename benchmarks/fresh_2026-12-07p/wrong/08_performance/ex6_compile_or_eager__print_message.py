# Mistake: "report a one-line reason that names the error by its type (type(err).__name__ ...; not the message alone ...)" / "a failed compilation's message runs over several lines: report its first": the whole message is printed, without the error's type, over as many lines as it has (none at all for a bare assert).
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
    except Exception as err:
        print("torch.compile failed, falling back to eager:", err)
        return fn, False
    return compiled_fn, True
