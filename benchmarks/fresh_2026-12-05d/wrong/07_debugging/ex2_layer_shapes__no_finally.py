# Mistake: "a model whose forward pass raises: the same exception propagates, and none of your hooks is left" — the handles are removed after the forward pass without try/finally, so when the forward raises (a Linear of the wrong width) every hook stays attached to the model.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records = []
    handles = []
    for name, module in model.named_modules():
        if next(module.children(), None) is None:
            handles.append(module.register_forward_hook(
                lambda m, args, out, name=name: records.append(
                    (name, tuple((out[0] if isinstance(out, (tuple, list)) else out).shape)))))
    model(*inputs)
    for handle in handles:
        handle.remove()
    return records
