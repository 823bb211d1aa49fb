# Mistake: "after the call each parameter's `.grad` holds the gradient of that `.sum()` (or `None`)" — torch.autograd.grad(..., allow_unused=True) finds the unconnected parameters without filling .grad, so every .grad stays None after the call.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    named = [(name, p) for name, p in model.named_parameters() if p.requires_grad]
    for p in model.parameters():
        p.grad = None
    loss = model(example_input).sum()
    grads = torch.autograd.grad(loss, [p for _, p in named], allow_unused=True)
    return [name for (name, _), g in zip(named, grads) if g is None]
