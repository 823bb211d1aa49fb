# Mistake: "whose output contains a NaN **or** an infinity" -- checks only isnan, so a module that overflows to inf is skipped and the later module that turns it into NaN is reported.
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []

    def tensors(out):
        if torch.is_tensor(out):
            yield out
        elif isinstance(out, (tuple, list)):
            for o in out:
                yield from tensors(o)

    handles = []
    for name, module in model.named_modules():
        def hook(mod, args, output, name=name):
            if not found and any(torch.isnan(t).any() for t in tensors(output)):
                found.append(name)
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
