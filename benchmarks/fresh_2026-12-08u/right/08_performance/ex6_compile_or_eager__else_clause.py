# Right: try/except/else structure with an extra keyword-free helper check; reason printed via traceback.format_exception_only, cut to its first line.
import traceback

def compile_or_eager(fn, example_args, **compile_kwargs):
    compiled_fn = None
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        result = compiled_fn(*example_args)
        torch.testing.assert_close(result, fn(*example_args))
    except Exception as err:
        text = "".join(traceback.format_exception_only(type(err), err))
        first = text.strip().splitlines()[0] if text.strip() else type(err).__name__
        if not first.startswith(type(err).__name__):
            first = f"{type(err).__name__}: {first}"
        print("falling back to eager mode:", first)
        return fn, False
    else:
        return compiled_fn, True
