# Mistake: "also when the forward pass raises an error (let the error propagate)": catching the stop signal with a broad `except Exception` also swallows the model's own RuntimeError (a first Linear of the wrong width) and returns None.
def first_nonfinite_module(model: nn.Module, *inputs):
    result = {"name": None}

    def nonfinite(out):
        if torch.is_tensor(out):
            return not torch.isfinite(out).all()
        if isinstance(out, (tuple, list)):
            return any(nonfinite(o) for o in out)
        return False

    handles = []
    for name, module in model.named_modules():
        def hook(mod, args, output, name=name):
            if nonfinite(output):
                result["name"] = name
                raise ValueError("stop: non-finite output")
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    except Exception:
        pass
    finally:
        for h in handles:
            h.remove()
    return result["name"]
