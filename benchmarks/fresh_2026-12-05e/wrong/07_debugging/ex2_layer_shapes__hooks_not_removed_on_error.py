# Mistake: "a model whose forward pass raises: the same exception propagates, and none of your hooks is left" — removes the hooks after the forward pass without try/finally, so a forward that raises leaves every hook attached
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []
    for name, module in model.named_modules():
        if len(list(module.children())) == 0:
            def hook(mod, args, output, name=name):
                first = output[0] if isinstance(output, (tuple, list)) else output
                records.append((name, tuple(first.shape)))
            handles.append(module.register_forward_hook(hook))
    model(*inputs)
    for handle in handles:
        handle.remove()
    return records
