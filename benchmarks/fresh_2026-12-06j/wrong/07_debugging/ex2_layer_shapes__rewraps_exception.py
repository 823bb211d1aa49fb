# Mistake: "When the forward pass raises, let the same exception propagate": the error is caught and a new RuntimeError with a friendlier message is raised instead, so the caller gets a different exception object (same type, different message, the original only as __cause__).
def layer_shapes(model: nn.Module, *inputs) -> list:
    shapes, handles = [], []
    for name, module in model.named_modules():
        if not list(module.children()):
            handles.append(module.register_forward_hook(
                lambda m, a, out, name=name: shapes.append(
                    (name, tuple((out[0] if isinstance(out, (tuple, list)) else out).shape)))))
    try:
        model(*inputs)
    except Exception as err:
        raise RuntimeError(f"layer_shapes: the forward pass failed after {len(shapes)} layers: {err}") from err
    finally:
        for h in handles:
            h.remove()
    return shapes
