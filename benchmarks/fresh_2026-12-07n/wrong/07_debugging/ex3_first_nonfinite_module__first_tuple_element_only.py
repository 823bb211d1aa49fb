# Mistake: "An output may be a tensor, or a tuple or list that may nest ...: check every tensor in it, at any depth": only the first element of a tuple or list is checked, so a leaf returning (h, log h[:, :1]) with a finite h and a NaN second element is missed (a later module is reported).
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []
    handles = []
    for name, module in model.named_modules():
        def hook(m, args, out, name=name):
            while isinstance(out, (tuple, list)):
                out = out[0]                      # the main output, as for an LSTM
            if not found and not torch.isfinite(out).all():
                found.append(name)
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
