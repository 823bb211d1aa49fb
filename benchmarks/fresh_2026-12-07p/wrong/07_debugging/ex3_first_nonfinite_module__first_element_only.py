# Mistake: "An output may be a tensor, or a tuple or list that may nest ...: check every tensor in it, at any depth": only the first element of a tuple/list output is checked, so a leaf returning (h, log h[:, :1]) whose second element is NaN (or an LSTM-like layer whose h/c go bad) is skipped and a later module is reported.
def first_nonfinite_module(model: nn.Module, *inputs):
    found, handles = [], []

    def hook_for(name):
        def hook(module, args, out):
            while isinstance(out, (tuple, list)):
                out = out[0]                      # the main output, as layer_shapes reports it
            if not found and not torch.isfinite(out).all():
                found.append(name)
        return hook

    try:
        for name, module in model.named_modules():
            handles.append(module.register_forward_hook(hook_for(name)))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
