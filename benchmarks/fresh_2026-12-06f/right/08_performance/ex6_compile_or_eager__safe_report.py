# Right: compiles, calls once and compares with assert_close all inside one try; the reason names the type and adds the first message line only when there is one (partition never raises), printed; returns the module/function itself on failure
import torch


def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        actual = compiled_fn(*example_args)
        expected = fn(*example_args)
        torch.testing.assert_close(actual, expected)
    except Exception as err:  # noqa: BLE001
        try:
            first = str(err).partition("\n")[0].strip()
        except Exception:  # a __str__ that itself fails
            first = ""
        reason = type(err).__name__ + (f": {first}" if first else "")
        print(f"compile_or_eager: falling back to eager: {reason}")
        return fn, False
    return compiled_fn, True
