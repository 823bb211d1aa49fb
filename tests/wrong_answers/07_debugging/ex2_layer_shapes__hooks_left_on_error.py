# Diagnosis: hooks-left
# Pitfall: "a model whose forward pass raises: the same exception propagates, and no hook is left" — removes the hooks after the forward without try/finally, so when the forward raises every hook stays attached
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []
    for name, module in model.named_modules():
        if len(list(module.children())) == 0:
            def hook(mod, args, output, name=name):
                out = output[0] if isinstance(output, (tuple, list)) else output
                records.append((name, tuple(out.shape)))
            handles.append(module.register_forward_hook(hook))
    model(*inputs)
    for h in handles:
        h.remove()
    return records
