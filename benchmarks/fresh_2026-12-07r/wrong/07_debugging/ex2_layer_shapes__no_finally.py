# Mistake: "When the forward pass raises, let the same exception propagate (return nothing) and still remove your hooks": removing the handles after model(*inputs) without try/finally leaves every hook attached when the forward raises (e.g. a first Linear of the wrong width).
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []
    for name, module in model.named_modules():
        if len(list(module.children())) == 0:
            def hook(mod, args, output, name=name):
                first = output[0] if isinstance(output, (tuple, list)) else output
                records.append((name, tuple(first.shape)))
            handles.append(module.register_forward_hook(hook))
    model(*inputs)
    for h in handles:
        h.remove()
    return records
