# Mistake: "after the call each parameter's `.grad` holds the gradient of that `.sum()` (or `None`)" -- it uses torch.autograd.grad(..., allow_unused=True), which returns the gradients without storing them, so every .grad is None after the call.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    named = [(n, p) for n, p in model.named_parameters() if p.requires_grad]
    grads = torch.autograd.grad(model(example_input).sum(), [p for _, p in named], allow_unused=True)
    return [n for (n, _), g in zip(named, grads) if g is None]
