# Mistake: "after the call each parameter's `.grad` holds the gradient of that `.sum()` (or `None`)" — uses torch.autograd.grad, which returns the gradients without writing them into .grad, so every .grad stays None.
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    model.zero_grad(set_to_none=True)
    named = [(name, p) for name, p in model.named_parameters() if p.requires_grad]
    loss = model(example_input).sum()
    grads = torch.autograd.grad(loss, [p for _, p in named], allow_unused=True)
    return [name for (name, _), g in zip(named, grads) if g is None]
