# Mistake: "also when the forward pass raises an error (let the error propagate)": the early stop is caught with a broad `except Exception`, which also swallows the model's own RuntimeError (a Linear of the wrong width), so the function returns None instead of raising.
class StopForward(Exception):
    pass

def first_nonfinite_module(model: nn.Module, *inputs):
    found = []

    def hook_for(name):
        def hook(module, args, out):
            outs = [out]
            while outs:
                o = outs.pop()
                if isinstance(o, (tuple, list)):
                    outs.extend(o)
                elif isinstance(o, torch.Tensor) and not torch.isfinite(o).all():
                    found.append(name)
                    raise StopForward()
        return hook

    handles = [m.register_forward_hook(hook_for(n)) for n, m in model.named_modules()]
    try:
        model(*inputs)
    except Exception:
        pass                                    # StopForward: we have our module
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
