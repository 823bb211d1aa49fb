# Mistake: "An output may be a tensor or a tuple/list of tensors (check each)" -- checks only the first element of a tuple output, so a non-finite hidden/cell state of an LSTM goes unnoticed.
def first_nonfinite_module(model: nn.Module, *inputs):
    first = []
    handles = []
    for name, module in model.named_modules():
        def hook(mod, args, out, name=name):
            t = out[0] if isinstance(out, (tuple, list)) else out
            if not first and torch.is_tensor(t) and not torch.isfinite(t).all():
                first.append(name)
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return first[0] if first else None
