# Mistake: "call backward() ... after the call each parameter's .grad holds the gradient of that .sum() (or None)" — finds the unconnected parameters with torch.autograd.grad(..., allow_unused=True), which returns the gradients without storing them: the names are right, but every .grad is left None (and old gradients were cleared)
def smoke_test(model: nn.Module, example_input: torch.Tensor) -> list[str]:
    for p in model.parameters():
        p.grad = None
    named = [(name, p) for name, p in model.named_parameters() if p.requires_grad]
    loss = model(example_input).sum()
    grads = torch.autograd.grad(loss, [p for _, p in named], allow_unused=True)
    return [name for (name, _), g in zip(named, grads) if g is None]
