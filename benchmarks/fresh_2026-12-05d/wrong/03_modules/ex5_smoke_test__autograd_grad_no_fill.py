# Mistake: "after the call each parameter's `.grad` holds the gradient of that `.sum()` (or `None`)" — torch.autograd.grad with allow_unused finds the unconnected parameters correctly but writes nothing into .grad, so after the call every .grad is None (or still the leftover it had, since nothing was cleared).
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    named = [(name, p) for name, p in model.named_parameters() if p.requires_grad]
    loss = model(example_input).sum()
    grads = torch.autograd.grad(loss, [p for _, p in named], allow_unused=True)
    return [name for (name, _), g in zip(named, grads) if g is None]
