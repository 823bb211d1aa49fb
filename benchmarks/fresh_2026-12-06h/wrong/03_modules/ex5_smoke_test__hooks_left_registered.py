# Mistake: "after the call, `model` as the reference leaves it; the other inputs come back unchanged and global state as found" — reachability is recorded with a tensor hook on every trainable parameter, and the hooks are never removed: each later backward through the model (every training step) still calls them, and they keep the `reached` set alive.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    reached = set()
    for name, p in model.named_parameters():
        if p.requires_grad:
            p.register_hook(lambda grad, name=name: reached.add(name))
    model(example_input).sum().backward()
    return [name for name, p in model.named_parameters() if p.requires_grad and name not in reached]
