# Mistake: "report a one-line reason": printing a one-line reason and then traceback.print_exc() for debugging reports the failure over many lines (the whole traceback and multi-line compiler message).
import traceback

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        out = compiled_fn(*example_args)
        torch.testing.assert_close(out, fn(*example_args))
    except Exception as err:
        print(f"compile_or_eager: falling back to eager ({type(err).__name__})")
        traceback.print_exc()
        return fn, False
    return compiled_fn, True
