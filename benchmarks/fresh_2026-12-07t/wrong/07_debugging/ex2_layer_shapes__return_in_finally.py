# Mistake: "When the forward pass raises, let the same exception propagate (return nothing) and still remove your hooks": a `return` inside the finally block swallows the exception, so a model whose forward raises (a Linear of the wrong width) returns [] instead of raising.
def layer_shapes(model: nn.Module, *inputs) -> list:
    shapes = []
    handles = []
    for name, module in model.named_modules():
        if len(module._modules) == 0:
            def hook(mod, args, out, name=name):
                out = out[0] if isinstance(out, (tuple, list)) else out
                shapes.append((name, tuple(out.shape)))
            handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for handle in handles:
            handle.remove()
        return shapes
