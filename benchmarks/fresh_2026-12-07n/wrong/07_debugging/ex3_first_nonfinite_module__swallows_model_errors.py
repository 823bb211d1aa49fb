# Mistake: "also when the forward pass raises an error (let the error propagate)": to stop early the hook raises, and the call is wrapped in `except Exception`, which also swallows the model's own RuntimeError (a Linear of the wrong width) and returns None.
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []
    handles = []
    for name, module in model.named_modules():
        def hook(m, args, out, name=name):
            items = out if isinstance(out, (tuple, list)) else [out]
            stack = list(items)
            while stack:
                t = stack.pop()
                if isinstance(t, (tuple, list)):
                    stack.extend(t)
                elif isinstance(t, torch.Tensor) and not torch.isfinite(t).all():
                    found.append(name)
                    raise StopIteration          # stop the forward pass here
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    except Exception:
        pass
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
