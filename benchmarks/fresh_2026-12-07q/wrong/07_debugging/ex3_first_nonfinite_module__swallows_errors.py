# Mistake: "also when the forward pass raises an error (let the error propagate)": the forward is stopped by the hook raising an exception, but the `except Exception` meant for that signal also swallows the model's own RuntimeError and returns None.
def _bad(out):
    if torch.is_tensor(out):
        return not bool(torch.isfinite(out).all())
    if isinstance(out, (tuple, list)):
        return any(_bad(o) for o in out)
    return False

def first_nonfinite_module(model: nn.Module, *inputs):
    result = [None]
    handles = []

    def make(name):
        def hook(module, args, output):
            if _bad(output):
                result[0] = name
                raise StopIteration          # stop the forward pass here
        return hook

    for name, m in model.named_modules():
        handles.append(m.register_forward_hook(make(name)))
    try:
        model(*inputs)
    except Exception:
        pass
    finally:
        for h in handles:
            h.remove()
    return result[0]
